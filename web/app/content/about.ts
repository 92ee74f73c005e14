/** The About Us page: mission, vision and company background (web/app/routes/about.tsx). */
import { brand } from '@site/contracts/brand';
import type { TextSection } from './product';

export interface AboutContent {
  readonly mission: TextSection;
  readonly vision: TextSection;
  readonly background: TextSection;
}

export const about: AboutContent = {
  mission: {
    id: 'mission',
    title: 'Our mission',
    paragraphs: [
      'To help every pumping station deliver its water with the least energy, the fewest breakdowns and the lowest life-cycle cost, by putting accurate, real-time information in the hands of the people who run it.',
    ],
  },
  vision: {
    id: 'vision',
    title: 'Our vision',
    paragraphs: [
      'Electric motors use about 40% of the world\u2019s electric power, and pumps are among their largest users. We work towards a world in which no pump runs inefficiently unnoticed, and the energy spent on pumping is measured, understood and saved.',
    ],
  },
  background: {
    id: 'background',
    title: 'Background',
    paragraphs: [
      `${brand.companyName} was founded by pump engineers who between them have worked with over 5000 pumping stations, designing, commissioning, auditing and repairing them for utilities and industry.`,
      `Time and again they found the same problems: pumps running far from their best efficiency point, failures that gave warning long before they happened, and decisions taken without data. ${brand.network} is the tool they wished they had had: it joins industrial IoT, embedded analytics, artificial intelligence and a hybrid cloud into one solution for the whole station.`,
      'Alongside the product, the company shares its experience through a knowledge base on pump failure modes and a training academy for the engineers and operators who look after pumping stations.',
    ],
  },
};
