/**
 * The five product models and the feature comparison table of the Products and Solutions page
 * (/products). Each row names the cheapest model that has it (`from`); whether a model
 * has a row is never written down, it is derived by `includes` from the model order, so a tick
 * can not contradict the tiering. The knowledge file knowledge/models.md is generated from this
 * module (web/scripts/knowledge-from-content.ts), and so is the brochure's comparison summary.
 */
import type { ParameterCategoryId } from './parameters';

/** The models, cheapest first. The order is the tiering: a model has everything the ones before it have. */
export const MODEL_NAMES = ['Mini', 'Basic', 'Lite', 'Pro', 'Max'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

export interface ProductModel {
  readonly name: ModelName;
  /** Stable lower-case id, used for element ids and table column keys. */
  readonly id: string;
  /** Who the model is for, one sentence. What it contains comes from the comparison table. */
  readonly audience: string;
}

export interface ComparisonRow {
  /** Unique across the whole table. */
  readonly id: string;
  readonly label: string;
  /** The first model (in MODEL_NAMES order) that includes this row; every later model has it too. */
  readonly from: ModelName;
}

export interface ComparisonSection {
  readonly id: string;
  readonly title: string;
  /** The /parameters section this table section corresponds to, when there is one. */
  readonly parameterCategory?: ParameterCategoryId;
  readonly rows: readonly ComparisonRow[];
}

export const models: readonly ProductModel[] = [
  { name: 'Mini', id: 'mini', audience: 'Entry model for a single pumping station that needs live operating data, alarms and reports.' },
  {
    name: 'Basic',
    id: 'basic',
    audience: 'For stations that want early warning of mechanical trouble from bearing, vibration and noise monitoring.',
  },
  {
    name: 'Lite',
    id: 'lite',
    audience: 'For operators who run pumping under contract and need the commercial figures and penalties alongside the engineering ones.',
  },
  { name: 'Pro', id: 'pro', audience: 'For utilities that also answer for the quality of the water they pump.' },
  {
    name: 'Max',
    id: 'max',
    audience: 'The complete solution: spares and inventory management and automatic pump scheduling on top of everything else.',
  },
];

/** Position of a model in the tiering (0 for Mini). */
export function modelRank(model: ModelName): number {
  return MODEL_NAMES.indexOf(model);
}

/** Whether `model` has the feature in `row`: it does when it is the row's first model or a later one. */
export function includes(row: Pick<ComparisonRow, 'from'>, model: ModelName): boolean {
  return modelRank(model) >= modelRank(row.from);
}

/** Small helper so the table below reads as data: a row id, its label and its first model. */
function row(id: string, label: string, from: ModelName = 'Mini'): ComparisonRow {
  return { id, label, from };
}

export const comparison: readonly ComparisonSection[] = [
  {
    id: 'operating-parameters',
    title: 'Operating Parameters',
    parameterCategory: 'operatingparameters',
    rows: [
      row('pumps-running', 'Number of pumps running'),
      row('run-hours', 'Run hours of each pump'),
      row('pump-discharge', 'Discharge of each pump'),
      row('suction-head', 'Suction head'),
      row('delivery-head', 'Delivery head'),
      row('friction-losses', 'Friction losses'),
      row('water-level', 'Water level in the sump'),
      row('manifold-pressure', 'Manifold pressure'),
      row('manifold-flow', 'Manifold flow'),
      row('pump-efficiency', 'Pump efficiency'),
      row('station-efficiency', 'Station efficiency'),
      row('overall-efficiency', 'Overall efficiency'),
      row('actual-vs-committed', 'Comparison of actual with committed performance'),
    ],
  },
  {
    id: 'site-parameters',
    title: 'Site Parameters',
    parameterCategory: 'siteparameters',
    rows: [
      row('power-availability', 'Power availability and power-failure hours'),
      row('voltage-current-frequency', 'Voltage, current and frequency'),
      row('power-factor', 'Power factor'),
      row('power-consumption', 'Power consumption'),
      row('bearing-temperature', 'Bearing temperature', 'Basic'),
      row('vibration', 'Vibration', 'Basic'),
      row('noise', 'Noise', 'Basic'),
    ],
  },
  {
    id: 'commercials',
    title: 'Commercials',
    parameterCategory: 'commercials',
    rows: [
      row('energy-cost', 'Energy cost per cubic metre of water pumped', 'Lite'),
      row('efficiency-penalty', 'Penalty for low pump efficiency', 'Lite'),
      row('manpower-biometric-penalty', 'Manpower and biometric attendance penalty', 'Lite'),
      row('power-factor-penalty', 'Penalty for low power factor', 'Lite'),
    ],
  },
  {
    id: 'basic-reporting',
    title: 'Basic reporting',
    parameterCategory: 'basicreporting',
    rows: [
      row('abnormality-report', 'Abnormality report'),
      row('sequencing-savings', 'Savings through pump sequencing'),
      row('electronic-logbooks', 'Electronic logbooks'),
      row('mis-reports', 'Daily, weekly and monthly MIS reports'),
      row('monthly-audit', 'Monthly audit report'),
    ],
  },
  {
    id: 'additional-reporting',
    title: 'Additional reporting',
    parameterCategory: 'additionalreporting',
    rows: [
      row('camera-storage', 'One month of web camera storage at site'),
      row('realtime-consolidation', 'Real-time consolidation across management levels'),
    ],
  },
  {
    id: 'repair-maintenance',
    title: 'Repair and Maintenance',
    parameterCategory: 'repairmaintenance',
    rows: [
      row('time-tagged-alarms', 'Time-tagged alarms'),
      row('alarm-escalation', 'Alarm escalation by e-mail and SMS'),
      row('attendance-record', 'Record of who attended each alarm and when'),
      row('maintenance-history', 'Maintenance history of each pump'),
      row('delay-penalty', 'Penalty for delayed repair', 'Lite'),
      row('spares-inventory', 'Spares inventory control with low-stock alert', 'Lite'),
      row('non-operative-count', 'Count of non-operative pumps'),
      row('non-operative-reasons', 'Reasons for pumps not operating'),
    ],
  },
  {
    id: 'additional-features',
    title: 'Additional features',
    rows: [
      row('alerts', 'Alerts'),
      row('gis-visualisation', 'GIS visualisation'),
      row('mobile-app', 'Mobile app'),
      row('consolidation', 'Consolidation across stations'),
      row('integration', 'Integration with existing SCADA and business systems'),
      row('hybrid-cloud', 'Hybrid cloud'),
      row('advanced-metering', 'Advanced metering', 'Basic'),
      row('predictive-maintenance', 'Predictive maintenance', 'Basic'),
      row('digital-twin', 'Digital twin', 'Basic'),
      row('ai-condition-monitoring', 'AI condition monitoring', 'Lite'),
      row('water-quality', 'Water quality analysis', 'Pro'),
      row('inventory-management', 'Inventory management', 'Max'),
      row('auto-scheduling', 'Auto scheduling of pumps', 'Max'),
    ],
  },
];

/** Every row a model has, section by section (sections it has nothing in are left out). */
export function featuresOf(model: ModelName): { section: ComparisonSection; rows: ComparisonRow[] }[] {
  return comparison
    .map((section) => ({ section, rows: section.rows.filter((r) => includes(r, model)) }))
    .filter((entry) => entry.rows.length > 0);
}

/** The rows a model adds over the model before it (for Mini: everything it has). */
export function addedBy(model: ModelName): { section: ComparisonSection; rows: ComparisonRow[] }[] {
  return comparison
    .map((section) => ({ section, rows: section.rows.filter((r) => r.from === model) }))
    .filter((entry) => entry.rows.length > 0);
}
