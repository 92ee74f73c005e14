/**
 * The Our Team page: a mentor and the members. The real people are not published yet,
 * so every name here is a SAMPLE name and every photo a generated placeholder avatar
 * (web/public/images/team/*.svg); staff replace both with the real team.
 */

export interface TeamPhoto {
  /** Path under web/public. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface TeamMember {
  /** Stable id; used for the card's element id and its expand/collapse state. */
  readonly id: string;
  readonly name: string;
  readonly jobTitle: string;
  readonly biography: readonly string[];
  readonly photo: TeamPhoto;
}

/** The placeholder avatars are square SVGs of this size. */
export const AVATAR_SIZE = 240;

function photo(id: string): TeamPhoto {
  return { src: `/images/team/${id}.svg`, width: AVATAR_SIZE, height: AVATAR_SIZE };
}

export const mentor: TeamMember = {
  id: 'mentor',
  name: 'Dr. Sample Mentor',
  jobTitle: 'Mentor',
  biography: [
    'Sample biography: a pump engineer with four decades in the design, testing and operation of large pumping stations for water utilities and industry.',
    'Sample biography: guides the team on hydraulics, pump selection and failure analysis, and teaches at the training academy.',
  ],
  photo: photo('mentor'),
};

export const members: readonly TeamMember[] = [
  {
    id: 'sample-member-1',
    name: 'Sample Name One',
    jobTitle: 'Founder and Chief Executive Officer',
    biography: [
      'Sample biography: a mechanical engineer who has audited and commissioned pumping stations across the country before founding the company.',
    ],
    photo: photo('sample-member-1'),
  },
  {
    id: 'sample-member-2',
    name: 'Sample Name Two',
    jobTitle: 'Co-founder and Chief Technology Officer',
    biography: [
      'Sample biography: leads the design of the edge analytics hardware and the cloud platform, with a background in embedded systems and industrial automation.',
    ],
    photo: photo('sample-member-2'),
  },
  {
    id: 'sample-member-3',
    name: 'Sample Name Three',
    jobTitle: 'Head of Pump Engineering',
    biography: ['Sample biography: specialises in pump performance testing, energy audits and the root-cause analysis of pump failures.'],
    photo: photo('sample-member-3'),
  },
  {
    id: 'sample-member-4',
    name: 'Sample Name Four',
    jobTitle: 'Lead Software Engineer',
    biography: ['Sample biography: builds the dashboards, reports and mobile app that operators and managers use every day.'],
    photo: photo('sample-member-4'),
  },
  {
    id: 'sample-member-5',
    name: 'Sample Name Five',
    jobTitle: 'Data Scientist',
    biography: [
      'Sample biography: develops the condition-monitoring models that predict pump failures from vibration, temperature and performance data.',
    ],
    photo: photo('sample-member-5'),
  },
  {
    id: 'sample-member-6',
    name: 'Sample Name Six',
    jobTitle: 'Customer Success Manager',
    biography: ['Sample biography: looks after installations and training for customers, from the first site survey to handover.'],
    photo: photo('sample-member-6'),
  },
];
