/**
 * The product description (/ipumpnet), the Technology page (/technology, the same technology
 * sections) and the components. The home page's Components tabs and the brochure read the
 * components from here, so a component is described once. Brand names come from the brand config.
 */
import { brand } from '@site/contracts/brand';
import { sensors, type Sensor } from './sensors';

export interface TextSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface ProductComponent {
  /** Stable id; also the id of the home page's Components tab. */
  readonly id: string;
  readonly title: string;
  /** Short text for the home page tab. */
  readonly summary: string;
  /** Longer text for the product page. */
  readonly paragraphs: readonly string[];
  /** Only the sensors component lists sensors. */
  readonly sensors?: readonly Sensor[];
}

export interface ProductContent {
  readonly title: string;
  /** IPMS: integrated pumping-station performance management solution. */
  readonly subtitle: string;
  readonly description: readonly string[];
  readonly technology: readonly TextSection[];
  readonly components: readonly ProductComponent[];
}

export const product: ProductContent = {
  title: brand.network,
  subtitle: `${brand.tagline} (IPMS)`,
  description: [
    `${brand.network} is a web-based solution for monitoring and optimising pumping stations. Sensors on every pump and motor feed an edge analytics unit at the station, which sends the results over a secured link to a hybrid cloud, where engineers and managers see them on a dashboard in the browser or in the mobile app.`,
    'It gives real-time monitoring, control, diagnostics and remote management of pumps, motors and other station assets, and analyses the data for energy efficiency and life-cycle cost: which pump to run, when to repair it, and what the station really costs per cubic metre of water.',
    'Drinking water and waste water utilities, irrigation schemes and industrial plants use it to cut energy bills, extend the life of their pumps and prove the performance their contracts require.',
  ],
  technology: [
    {
      id: 'industrial-iot',
      title: 'Industrial IoT',
      paragraphs: [
        'Industrial-grade sensors measure pressure, flow, level, vibration, temperature, electrical quantities and more at the pump itself. Readings are taken continuously, time-stamped at source and buffered at the station, so a break in communication loses no data.',
      ],
    },
    {
      id: 'edge-analytics',
      title: 'Embedded edge analytics',
      paragraphs: [
        'The station unit converts sensor signals with a 24-bit analogue-to-digital converter and computes heads, efficiencies and vibration spectra on the spot. Only results and exceptions travel to the cloud, which keeps the data link small and the response fast.',
      ],
    },
    {
      id: 'artificial-intelligence',
      title: 'Artificial intelligence and condition monitoring',
      paragraphs: [
        'Models trained on pump behaviour learn what normal looks like for each machine and flag a departure early: a bearing warming up, a rising vibration band, a drop in efficiency at the same duty point. The operator gets the likely cause with the alarm, not only the symptom.',
      ],
    },
    {
      id: 'digital-twin',
      title: 'Digital twin',
      paragraphs: [
        'Each pump is mirrored by a model built from its characteristic curves and the station layout. Comparing the measured duty point with the twin shows where performance is lost, and lets engineers try a different pump combination or schedule before changing anything on site.',
      ],
    },
    {
      id: 'hybrid-cloud',
      title: 'Hybrid cloud',
      paragraphs: [
        'Data is kept both at the station and in the cloud. The station keeps working and recording when the link is down; the cloud consolidates all stations for every level of management, from the assistant engineer to the chairman.',
      ],
    },
    {
      id: 'mobile-app',
      title: 'Web dashboard and mobile app',
      paragraphs: [
        'A secure dashboard in the browser and on the phone shows live status, alarms, reports and trends, with access limited to what each user is responsible for.',
      ],
    },
  ],
  components: [
    {
      id: 'iot-sensors',
      title: 'IoT sensors',
      summary: 'Fourteen kinds of industrial sensors measure the pump, the motor, the electrical supply, the water and the people on site.',
      paragraphs: [
        'The sensors are chosen for each station from the list below and mounted without modifying the pumps. Cameras add what numbers miss: thermal hot spots, amplified motion and a month of site video.',
      ],
      sensors,
    },
    {
      id: 'edge-hardware',
      title: 'Embedded-analytics hardware',
      summary:
        'A rugged station unit with a 24-bit converter reads every sensor and turns signals into heads, efficiencies and alarms on site.',
      paragraphs: [
        'The unit is housed in an IP68 enclosure and certified to emission class A for industrial sites. It keeps working and storing data when the communication link is down, and sends what it stored when the link returns.',
      ],
    },
    {
      id: 'secure-communication',
      title: 'Secured communication',
      summary: 'Encrypted, authenticated links carry station data to the cloud over cellular or wired networks.',
      paragraphs: [
        'Every unit authenticates itself before it may send, and all traffic is encrypted in transit. The station only opens outgoing connections, so nothing on the internet can reach the pumps directly.',
      ],
    },
    {
      id: 'cloud-and-app',
      title: 'Hybrid cloud and mobile app',
      summary: 'Data from all stations is consolidated in a hybrid cloud and shown on a secure dashboard on the web or on a phone.',
      paragraphs: [
        'Managers see their whole network at a glance and can drill down to a single pump; engineers receive alarms on their phones and record what they did about them.',
      ],
    },
  ],
};
