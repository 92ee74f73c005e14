/**
 * The home page's text. The Components tabs come from the product's
 * components and the parameter tiles from the parameter categories, so neither is written twice.
 * The two How-it-works videos are rendered by web/scripts/make-videos.sh into web/public/media.
 */
import { brand } from '@site/contracts/brand';
import { parameterCategory, parameterHref, type ParameterCategoryId } from './parameters';
import { product } from './product';

export interface HomeBanner {
  readonly title: string;
  readonly text: string;
}

export interface AboutTeaser {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Figures shown prominently beside the text. */
  readonly figures: readonly { readonly value: string; readonly label: string }[];
  readonly href: '/about';
}

export interface HomeTab {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface HomeFeature {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface HomeVideo {
  /** Path of the H.264 MP4 under web/public. */
  readonly src: string;
  /** Poster image shown before playback and instead of it under prefers-reduced-motion. */
  readonly poster: string;
  readonly width: number;
  readonly height: number;
  /** Short caption shown under the video. */
  readonly caption: string;
  /** What the silent video shows, step by step: its text alternative. */
  readonly description: string;
}

export interface HowItWorksTab {
  readonly id: string;
  readonly title: string;
  readonly video: HomeVideo;
}

export interface ParameterTile {
  readonly title: string;
  readonly anchor: ParameterCategoryId;
  readonly href: string;
}

export interface Advantage {
  readonly id: string;
  /** The figure as shown, e.g. '5-35%'. */
  readonly figure: string;
  readonly title: string;
  readonly text: string;
}

export interface HomeContent {
  readonly banner: HomeBanner;
  readonly about: AboutTeaser;
  readonly components: readonly HomeTab[];
  readonly features: readonly HomeFeature[];
  readonly howItWorks: readonly HowItWorksTab[];
  readonly parameterTiles: readonly ParameterTile[];
  readonly advantages: readonly Advantage[];
  readonly exclusivity: { readonly title: string; readonly paragraphs: readonly string[] };
}

/** Size of the generated videos and posters (web/scripts/make-videos.sh draws at this size). */
const VIDEO_WIDTH = 640;
const VIDEO_HEIGHT = 360;

/** Tile order on the home page, which differs from the /parameters page order. */
const TILE_ORDER: readonly ParameterCategoryId[] = [
  'operatingparameters',
  'basicreporting',
  'siteparameters',
  'additionalreporting',
  'commercials',
  'repairmaintenance',
];

export const home: HomeContent = {
  banner: {
    title: `${brand.network}: ${brand.tagline}`,
    text: 'Real-time monitoring, control, diagnostics and remote management of pumps, motors and station assets, built on AI, industrial IoT, digital twins and a hybrid cloud, with analytics that cut energy use and life-cycle cost.',
  },
  about: {
    title: 'About us',
    paragraphs: [
      'Electric motors use about 40% of the world\u2019s electric power, and a large share of it drives pumps, many of them running far below their best efficiency.',
      `The founders of ${brand.product} have worked with over 5000 pumping stations. ${brand.network} puts that experience into a system that watches every pump, every hour.`,
    ],
    figures: [
      { value: '40%', label: 'of global electric power is used by electric motors' },
      { value: '5000+', label: 'pumping stations in our founders\u2019 experience' },
    ],
    href: '/about',
  },
  components: product.components.map(({ id, title, summary }) => ({ id, title, text: summary })),
  features: [
    {
      id: 'pump-health',
      title: 'Real-time pump health and failure prediction',
      text: 'Condition monitoring warns of bearing, seal, vibration and cavitation trouble before the pump fails.',
    },
    {
      id: 'central-data',
      title: 'Central data aggregation',
      text: 'Readings from every station are gathered in one place, consistent and time-stamped.',
    },
    {
      id: 'station-performance',
      title: 'Dynamic station performance',
      text: 'Pump, station and overall efficiency are worked out continuously at the actual duty point.',
    },
    {
      id: 'root-cause',
      title: 'Root cause of performance change',
      text: 'When performance drops, the analytics point to why: wear, blockage, a falling sump level or the electrical supply.',
    },
    {
      id: 'collaboration',
      title: 'Collaboration platform',
      text: 'Operators, engineers, contractors and managers work from the same alarms, logbooks and reports.',
    },
    {
      id: 'secure-dashboard',
      title: 'Secure dashboard on web or mobile',
      text: 'Live status and history in the browser or on a phone, with access limited to each user\u2019s stations.',
    },
  ],
  howItWorks: [
    {
      id: 'iiot-architecture',
      title: 'IIOT architecture',
      video: {
        src: '/media/iiot-architecture.mp4',
        poster: '/media/iiot-architecture.jpg',
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        caption: 'From sensor to dashboard: how a reading travels through the system.',
        description:
          'An animated diagram with five stages from left to right: sensors on the pump, the edge analytics unit at the station, a secured encrypted link, the hybrid cloud and the dashboard on web and mobile. A data packet travels from the sensors through each stage in turn and arrives at the dashboard, then the cycle repeats.',
      },
    },
    {
      id: 'digital-connectivity',
      title: 'Digital connectivity',
      video: {
        src: '/media/digital-connectivity.mp4',
        poster: '/media/digital-connectivity.jpg',
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
        caption: 'Every station connected to one cloud, and the cloud to every level of management.',
        description:
          'An animated diagram with three pumping stations on the left linked to the hybrid cloud in the centre, which links to three users on the right: an engineer on a mobile phone, a manager at a web dashboard and the head office. Data pulses flow from the stations into the cloud and out to the users, then the cycle repeats.',
      },
    },
  ],
  parameterTiles: TILE_ORDER.map((id) => ({
    title: parameterCategory(id).tileTitle,
    anchor: id,
    href: parameterHref(id),
  })),
  advantages: [
    {
      id: 'efficiency',
      figure: '+5-35%',
      title: 'Efficiency improvement',
      text: 'Running the right pumps at the right duty point raises station efficiency by 5 to 35%.',
    },
    {
      id: 'life-extension',
      figure: 'up to 50%',
      title: 'Life extension',
      text: 'Catching faults early and avoiding damaging operation extends the life of pumps and motors by up to 50%.',
    },
    {
      id: 'life-cycle-cost',
      figure: '-15-45%',
      title: 'Life-cycle cost reduction',
      text: 'Lower energy and repair bills reduce the life-cycle cost of a pumping station by 15 to 45%.',
    },
    {
      id: 'roi',
      figure: '< 1 year',
      title: 'Return on investment',
      text: 'The savings typically pay for the system within a year.',
    },
  ],
  exclusivity: {
    title: `What makes ${brand.network} different`,
    paragraphs: [
      'Most monitoring systems show numbers. We built ours from the experience of pump engineers: it knows how a pump should behave, works out heads and efficiencies at the actual duty point, and explains what a change in performance means and what to do about it.',
      'Sensors, station hardware, communication, cloud, analytics and reporting come from one team and are designed together, so the solution is delivered, commissioned and supported as a whole.',
    ],
  },
};
