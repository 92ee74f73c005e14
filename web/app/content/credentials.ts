/**
 * The Credentials page. The real names, numbers and dates are not published yet, so the
 * entries below are SAMPLES: every identifier reads 'Sample identifier' and every title or
 * issuer that is not generic says 'sample'. Staff replace them with the real credentials.
 */
export type CredentialKind =
  | 'award'
  | 'patent'
  | 'company-registration'
  | 'startup-registration'
  | 'trademark'
  | 'hardware-certification'
  | 'grant'
  | 'academic-collaboration';

export interface Credential {
  readonly id: string;
  readonly title: string;
  /** Who granted, registered or certified it. */
  readonly issuer: string;
  /** Registration or certificate number; a placeholder until the real one is entered. */
  readonly identifier: string;
  /** Year, or month and year, as text. */
  readonly date: string;
  readonly description: string;
}

export interface CredentialGroup {
  readonly kind: CredentialKind;
  readonly title: string;
  readonly items: readonly Credential[];
}

/** The placeholder every identifier carries until staff enter the real one. */
export const SAMPLE_IDENTIFIER = 'Sample identifier';

export const credentialGroups: readonly CredentialGroup[] = [
  {
    kind: 'award',
    title: 'Awards',
    items: [
      {
        id: 'award-water-innovation',
        title: 'Water innovation award (sample entry)',
        issuer: 'Sample industry association',
        identifier: SAMPLE_IDENTIFIER,
        date: '2023',
        description: 'Sample entry: recognition for IoT-based energy savings at municipal pumping stations.',
      },
      {
        id: 'award-startup',
        title: 'Start-up of the year, industrial IoT (sample entry)',
        issuer: 'Sample technology forum',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'Sample entry: award for a hardware and software start-up serving utilities.',
      },
    ],
  },
  {
    kind: 'patent',
    title: 'Patents',
    items: [
      {
        id: 'patent-pump-monitoring',
        title: 'System for real-time performance monitoring of pumping stations (sample entry)',
        issuer: 'Patent office (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'Sample entry: a method of computing pump and station efficiency from field sensors.',
      },
    ],
  },
  {
    kind: 'company-registration',
    title: 'Company registrations',
    items: [
      {
        id: 'company-incorporation',
        title: 'Certificate of incorporation (sample entry)',
        issuer: 'Registrar of Companies (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2021',
        description: 'Sample entry: registration of the company as a private limited company.',
      },
      {
        id: 'company-msme',
        title: 'MSME registration (sample entry)',
        issuer: 'Ministry of Micro, Small and Medium Enterprises (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2021',
        description: 'Sample entry: registration as a micro, small or medium enterprise.',
      },
    ],
  },
  {
    kind: 'startup-registration',
    title: 'Startup registrations',
    items: [
      {
        id: 'startup-national',
        title: 'Recognised start-up (sample entry)',
        issuer: 'National start-up programme (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2021',
        description: 'Sample entry: recognition under the national start-up programme.',
      },
      {
        id: 'startup-state',
        title: 'State start-up registration (sample entry)',
        issuer: 'State start-up mission (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'Sample entry: registration with the state start-up mission.',
      },
    ],
  },
  {
    kind: 'trademark',
    title: 'Trademarks',
    items: [
      {
        id: 'trademark-network',
        title: 'Product name and logo (sample entry)',
        issuer: 'Trade marks registry (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'Sample entry: registration of the product name and logo.',
      },
    ],
  },
  {
    kind: 'hardware-certification',
    title: 'Hardware certifications',
    items: [
      {
        id: 'cert-emission-class-a',
        title: 'Electromagnetic emission class A',
        issuer: 'Accredited test laboratory (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'The edge hardware meets class A limits for radiated and conducted emissions, the class for industrial environments.',
      },
      {
        id: 'cert-ip68',
        title: 'IP68 enclosure',
        issuer: 'Accredited test laboratory (sample)',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description:
          'The field enclosure is dust-tight and protected against continuous immersion in water, as pump houses and sumps require.',
      },
    ],
  },
  {
    kind: 'grant',
    title: 'Grants',
    items: [
      {
        id: 'grant-innovation',
        title: 'Innovation grant (sample entry)',
        issuer: 'Sample government innovation fund',
        identifier: SAMPLE_IDENTIFIER,
        date: '2022',
        description: 'Sample entry: grant towards the development of the edge analytics hardware.',
      },
    ],
  },
  {
    kind: 'academic-collaboration',
    title: 'Academic collaboration',
    items: [
      {
        id: 'academic-research',
        title: 'Research collaboration on pump diagnostics (sample entry)',
        issuer: 'Sample institute of technology',
        identifier: SAMPLE_IDENTIFIER,
        date: '2023',
        description: 'Sample entry: joint work on condition monitoring and failure prediction for centrifugal pumps.',
      },
    ],
  },
];
