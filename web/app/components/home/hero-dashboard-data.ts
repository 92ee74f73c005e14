import { brand } from '@site/contracts/brand';

/**
 * The readings the hero's dashboard illustration shows (HeroDashboard.tsx). Illustrative
 * values for one station, chosen to show what the product watches: efficiency against the
 * best efficiency point, energy saved, each pump's state, and alarms as they arrive.
 */
export type PumpState = 'running' | 'standby' | 'alarm';

export interface DashboardAlarm {
  readonly level: 'alarm' | 'cleared';
  readonly pump: string;
  readonly text: string;
  readonly when: string;
}

export const dashboard = {
  efficiency: 78,
  bestEfficiency: 82,
  energySaved: 18,
  flow: '1,240',
  pumps: [
    { name: 'P1', state: 'running' },
    { name: 'P2', state: 'standby' },
    { name: 'P3', state: 'alarm' },
  ] as const satisfies readonly { name: string; state: PumpState }[],
  /** Efficiency in % every two hours over the last day, rising as the schedule is tuned. */
  trend: [66, 68, 67, 70, 72, 71, 74, 75, 74, 77, 78, 78, 79],
  alarms: [
    { level: 'alarm', pump: 'P3', text: 'Vibration 7.1 mm/s, above the 4.5 mm/s limit', when: '2 min ago' },
    { level: 'cleared', pump: 'P1', text: 'Back at its best efficiency point', when: '1 h ago' },
  ] as const satisfies readonly DashboardAlarm[],
};

/** Where web/scripts/make-hero.tsx writes the drawing, under web/public. */
export const HERO_IMAGE = '/images/hero-dashboard.svg';
/** The drawing's size (its viewBox); the page's image reserves this shape before it loads. */
export const HERO_WIDTH = 600;
export const HERO_HEIGHT = 420;
/** The text alternative: what the dashboard shows, reading by reading. */
export const heroDescription =
  `An illustrative ${brand.network} dashboard of one pumping station: pump efficiency ${dashboard.efficiency} % against a best efficiency point of ${dashboard.bestEfficiency} %, ` +
  `${dashboard.energySaved} % energy saved, a flow of ${dashboard.flow} cubic metres an hour, ` +
  `${dashboard.pumps.map((pump) => `${pump.name} ${pump.state}`).join(', ')}, an efficiency trend rising over the last 24 hours, ` +
  `and the alarms: ${dashboard.alarms.map((alarm) => `${alarm.pump}, ${alarm.text}`).join('; ')}.`;
