/**
 * The water board project's figures, apart from its text so the route table (in every page's
 * first load) can quote them in the page description without carrying the project's text.
 */
export interface ProjectFigure {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export const waterBoardFigures: readonly ProjectFigure[] = [
  { id: 'pumps', label: 'Number of pumps', value: '54' },
  { id: 'stations', label: 'Number of pumping stations', value: '9' },
  { id: 'motor-capacity', label: 'Motor capacity', value: '1350 to 1500 kW' },
  { id: 'total-motor-capacity', label: 'Total motor capacity', value: '76,500 kW' },
  { id: 'input-voltage', label: 'Input voltage', value: '6,600 V' },
  { id: 'total-discharge', label: 'Total discharge', value: '590 MLD' },
  { id: 'total-head', label: 'Total head (sum over the stations in series)', value: '320 m' },
];

/** A figure by id ('pumps', 'total-discharge', ...), for text that quotes it. */
export function projectFigure(id: string): string {
  const figure = waterBoardFigures.find((candidate) => candidate.id === id);
  if (!figure) throw new Error(`No project figure ${id}`);
  return figure.value;
}
