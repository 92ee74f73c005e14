/**
 * The six parameter categories of the /parameters page. The same data feeds
 * the page's top grid and sections, the home page's parameter tiles (their anchors) and the
 * generated knowledge file knowledge/parameters.md, so an anchor or an item is written once.
 */

export interface ParameterCategory<Id extends string = ParameterCategoryId> {
  /** Element id of the category's section on /parameters (without '#'): the anchor links elsewhere use. */
  readonly id: Id;
  /** Heading of the section and of its card. */
  readonly title: string;
  /** Title of the tile on the home page, worded differently for one category. */
  readonly tileTitle: string;
  /** One line shown on the card under the title. */
  readonly summary: string;
  readonly items: readonly string[];
}

export const parameterCategories = [
  {
    id: 'operatingparameters',
    title: 'Operating Parameters',
    tileTitle: 'Operating Performance',
    summary: 'How every pump and the station as a whole are performing, measured continuously.',
    items: [
      'Number of pumps running',
      'Run hours of each pump',
      'Discharge of each pump and of the station',
      'Suction, delivery and total heads',
      'Friction losses in the suction and delivery piping',
      'Water level in the sump or reservoir',
      'Pressure and flow in the delivery manifold',
      'Pump efficiency, station efficiency and overall efficiency',
      'Comparison of actual performance with the committed (guaranteed) performance',
    ],
  },
  {
    id: 'siteparameters',
    title: 'Site Parameters',
    tileTitle: 'Site Parameters',
    summary: 'The electrical supply and the mechanical health of the equipment on site.',
    items: [
      'Power availability',
      'Supply voltage',
      'Motor current',
      'Supply frequency',
      'Power factor',
      'Power consumption',
      'Bearing temperatures of pumps and motors',
      'Vibration of pumps and motors',
      'Hours lost to power failure',
    ],
  },
  {
    id: 'commercials',
    title: 'Commercials',
    tileTitle: 'Commercials',
    summary: 'What the pumping costs and what the contract says it should cost.',
    items: [
      'Energy cost per cubic metre of water pumped',
      'Penalty for low pump efficiency',
      'Penalty for low power factor',
      'Liquidated damages for defaults by the operating contractor',
    ],
  },
  {
    id: 'basicreporting',
    title: 'Basic Reporting',
    tileTitle: 'Basic Reporting',
    summary: 'The reports every station needs, produced without manual effort.',
    items: [
      'Abnormality report',
      'Savings achieved through pump sequencing',
      'Electronic logbooks in place of paper registers',
      'Daily, weekly and monthly MIS reports',
      'Monthly audit reports',
    ],
  },
  {
    id: 'additionalreporting',
    title: 'Additional Reporting',
    tileTitle: 'Additional Reporting',
    summary: 'Site video and a consolidated view for every level of management.',
    items: [
      'One month of web camera footage stored locally at the site',
      'Real-time consolidation of data from all stations for every level of management',
      'Comparison of performance across locations',
    ],
  },
  {
    id: 'repairmaintenance',
    title: 'Repair and Maintenance',
    tileTitle: 'Repair and Maintenance',
    summary: 'Every fault recorded, escalated and followed until the pump runs again.',
    items: [
      'Time-tagged alarms, escalated by e-mail and, where configured, by SMS',
      'Record of who attended each alarm and when',
      'Penalty for delay in repair',
      'Spares inventory with an alert when stock runs low',
      'Count of non-operative pumps and the reason each is not operating',
    ],
  },
] as const satisfies readonly ParameterCategory<string>[];

/** A category's section anchor on /parameters; links elsewhere (home tiles, the comparison table) use these. */
export type ParameterCategoryId = (typeof parameterCategories)[number]['id'];
/** The anchors, in page order. */
export const PARAMETER_CATEGORY_IDS: readonly ParameterCategoryId[] = parameterCategories.map((category) => category.id);

/** The category with the given anchor; throws on an unknown id so a typo fails loudly at build time. */
export function parameterCategory(id: ParameterCategoryId): ParameterCategory {
  const found = parameterCategories.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown parameter category ${id}`);
  return found;
}

/** The link to a category's section on the parameters page. */
export function parameterHref(id: ParameterCategoryId): string {
  return `/parameters#${id}`;
}
