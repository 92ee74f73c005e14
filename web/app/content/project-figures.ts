/**
 * The water board project's figures, apart from its text so the route table (in every page's
 * first load) can quote them in the page description without carrying the project's text.
 * Keyed by id, in the order the projects page lists them.
 */
export const waterBoardFigures = {
  pumps: { label: 'Number of pumps', value: '54' },
  stations: { label: 'Number of pumping stations', value: '9' },
  'motor-capacity': { label: 'Motor capacity', value: '1350 to 1500 kW' },
  'total-motor-capacity': { label: 'Total motor capacity', value: '76,500 kW' },
  'input-voltage': { label: 'Input voltage', value: '6,600 V' },
  'total-discharge': { label: 'Total discharge', value: '590 MLD' },
  'total-head': { label: 'Total head (sum over the stations in series)', value: '320 m' },
} as const satisfies Record<string, { label: string; value: string }>;

/** A figure's value, for text that quotes it. */
export function projectFigure(id: keyof typeof waterBoardFigures): string {
  return waterBoardFigures[id].value;
}
