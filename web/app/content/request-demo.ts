/** The strip beside the Request Demo form: the product's tagline and three benefits. */
import { brand } from '@site/contracts/brand';

export interface Benefit {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface RequestDemoContent {
  readonly intro: string;
  readonly tagline: string;
  readonly benefits: readonly Benefit[];
}

export const requestDemo: RequestDemoContent = {
  intro: `See ${brand.network} working on live pumping-station data. Tell us about your stations and we will arrange a demonstration at a time that suits you.`,
  tagline: `${brand.network}: an ${brand.tagline.charAt(0).toLowerCase()}${brand.tagline.slice(1)}.`,
  benefits: [
    {
      id: 'less-work',
      title: 'Less work for you',
      text: 'Readings, logbooks and reports are produced automatically, so your staff spend their time on the pumps instead of on paperwork.',
    },
    {
      id: 'flexible',
      title: 'Super flexible',
      text: 'Start with one station and the sensors you need, then add stations, sensors and features as you grow.',
    },
    {
      id: 'everyone-saves',
      title: 'Everyone saves',
      text: 'Lower energy bills, fewer breakdowns and longer pump life benefit the operator, the owner and the people who pay for the water.',
    },
  ],
};
