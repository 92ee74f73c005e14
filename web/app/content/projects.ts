/** The Projects page: the water board project and its figures. */
import { waterBoardFigures } from './project-figures';

export interface ProjectFigure {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export interface Project {
  readonly id: string;
  readonly title: string;
  readonly client: string;
  readonly paragraphs: readonly string[];
  readonly figures: readonly ProjectFigure[];
}

export const projects: readonly Project[] = [
  {
    id: 'water-board',
    title: 'Performance monitoring of nine pumping stations for a water board',
    // The client is not named yet; this stays generic until staff enter the real name.
    client: 'A state water supply and sewerage board (client name withheld in this sample)',
    paragraphs: [
      'The water board supplies drinking water to a large city through nine pumping stations in series and in parallel, lifting raw water from the source to the treatment plant and treated water on to the city\u2019s reservoirs.',
      'Each pump and motor was fitted with sensors and each station with an edge analytics unit. The board\u2019s engineers and managers now see the running pumps, their heads, discharges and efficiencies, the power drawn and the alarms of all nine stations on one dashboard, with daily, weekly and monthly reports produced automatically.',
      'The data shows which pump combinations deliver the required discharge with the least energy, and which pumps need attention before they fail.',
      'The total head of 320 m is the sum of the heads of the pumping stations in series along the system, cumulative over the stations, not the head of any one station.',
    ],
    figures: Object.entries(waterBoardFigures).map(([id, figure]) => ({ id, ...figure })),
  },
];
