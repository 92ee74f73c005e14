/** The eight application areas of the Applications page, in the order the company gave them. */
export interface ApplicationArea {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export const applicationAreas: readonly ApplicationArea[] = [
  {
    id: 'water-supply',
    title: 'Drinking water supply, waste water and irrigation',
    description:
      'Raw-water intakes, treatment plants, booster stations and sewage and irrigation lift stations, where pumps run around the clock and energy is the largest running cost.',
  },
  {
    id: 'power-generation',
    title: 'Power generation units',
    description: 'Boiler feed, condensate and cooling-water pumps, whose availability decides whether the unit can generate at all.',
  },
  {
    id: 'air-conditioning',
    title: 'Air conditioning systems',
    description: 'Chilled-water and condenser-water pumps of large buildings and district cooling plants, often oversized and throttled.',
  },
  {
    id: 'paper-pulp',
    title: 'Paper and pulp',
    description: 'Stock, process-water and effluent pumps handling fibrous and abrasive liquids that wear pumps quickly.',
  },
  {
    id: 'petrochemicals',
    title: 'Petrochemicals',
    description: 'Process and transfer pumps where a seal or bearing failure is a safety matter, not only a cost.',
  },
  {
    id: 'desalination',
    title: 'De-salination units',
    description: 'High-pressure feed and brine pumps of reverse-osmosis plants, where efficiency and corrosion are watched closely.',
  },
  {
    id: 'mining',
    title: 'Mining',
    description: 'Dewatering and slurry pumps working in remote places under heavy, abrasive duty.',
  },
  {
    id: 'marine',
    title: 'Marine operations',
    description: 'Ballast, bilge, cooling and cargo pumps on board, monitored from shore as well as from the ship.',
  },
];
