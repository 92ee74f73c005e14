/**
 * The legal pages: terms and conditions, privacy policy and disclaimer, as structured sections
 * the page component renders in order. Company name and contact details come from the brand
 * config. The company's figures (age 18, claims within one year, grievances within one month,
 * camera footage one month) are named constants so tests and other pages read the same values.
 * This text is a careful starting point, not legal advice: have it reviewed before going live.
 */
import { DEFAULT_SUBMISSION_RETENTION_DAYS } from '@site/contracts/api';
import { brand } from '@site/contracts/brand';
import { DEFAULT_CHAT_LOG_RETENTION_DAYS } from '@site/contracts/chat';

export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly id: 'terms' | 'privacy' | 'disclaimer';
  /** The page in the route table that shows it, and gives it its title. */
  readonly route: '/terms-conditions' | '/privacy-policy' | '/disclaimer';
  /** Shown under the title; a sample date until the reviewed text is published. */
  readonly lastUpdated: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}

/** Minimum visitor age for scheduling a demo. */
export const MINIMUM_DEMO_AGE = 18;
/** Camera footage at a monitored station is kept this many months. */
export const CAMERA_RETENTION_MONTHS = 1;
/** How long after it arose a claim about the website may be brought. */
export const CLAIMS_WITHIN = 'one year';
/** How long the grievance officer takes, at most, to resolve a grievance. */
export const GRIEVANCES_WITHIN = 'one month';
/** How long the forms database keeps a submission: the mail API's default retention. */
export const SUBMISSION_RETENTION_DAYS = DEFAULT_SUBMISSION_RETENTION_DAYS;
/** How long the chat assistant keeps its records of questions: the chat service's default. */
export const CHAT_LOG_RETENTION_DAYS = DEFAULT_CHAT_LOG_RETENTION_DAYS;

/**
 * What the chat assistant keeps, in the words both the privacy policy and the knowledge file
 * knowledge/website-privacy.md use (a test keeps the two identical).
 */
export const CHAT_LOG_NOTICE: readonly string[] = [
  'The chat assistant keeps a record only of the questions it could not answer or answered only with the closest pages, and of the answers visitors marked as unhelpful.',
  'For each it keeps the question text, the kind of answer given, the time and the pages it cited. It never keeps your IP address, a cookie or the user agent of your browser (server logs keep IP addresses briefly).',
  `These records are kept for ${CHAT_LOG_RETENTION_DAYS} days by default and then deleted. We use them to add what visitors ask about to the website.`,
];

const LAST_UPDATED = 'Sample date: January 2025';

const contactLine = `${brand.companyName}, ${brand.address.lines.join(', ')}; e-mail ${brand.email}; phone ${brand.phone.display}`;

export const terms: LegalDocument = {
  id: 'terms',
  route: '/terms-conditions',
  lastUpdated: LAST_UPDATED,
  intro: [
    `These terms govern your use of this website, operated by ${brand.companyName} ("we", "us"). By using the website you accept them. If you do not accept them, please do not use the website.`,
  ],
  sections: [
    {
      id: 'use-of-site',
      heading: 'Use of the website',
      paragraphs: [
        'You may browse the website, read and download its content for your own information, and contact us through its forms and chat assistant. You must not use the website for any unlawful purpose, try to gain unauthorised access to it or to our systems, interfere with its operation, or send us content that is false, offensive or infringes the rights of others.',
      ],
    },
    {
      id: 'demo-requests',
      heading: 'Demo requests and enquiries',
      paragraphs: [
        `Demonstrations are offered to businesses and public bodies. You must be at least ${MINIMUM_DEMO_AGE} years old to schedule a demo; minors under ${MINIMUM_DEMO_AGE} must not schedule a demo or submit the demo request form.`,
        'When you send an enquiry, a demo request or a job application, the information you give must be accurate and yours to share. Sending a form does not create a contract; any supply of products or services is subject to a separate written agreement.',
      ],
    },
    {
      id: 'chat-assistant',
      heading: 'Chat assistant',
      paragraphs: [
        'The chat assistant answers from the information published on this website. Its answers are generated automatically and may be incomplete or wrong; they are not engineering advice and do not bind us. Please do not enter personal or confidential information in the chat.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The text, graphics, videos, documents, product names and logos on this website, including ${brand.network}, belong to us or our licensors. You may not copy, modify or republish them for commercial purposes without our written permission.`,
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      paragraphs: [
        'Links to articles and other websites are provided for convenience. We do not control those websites and are not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'The website is provided "as is". To the extent the law allows, we are not liable for any indirect or consequential loss arising from your use of the website or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'claims',
      heading: 'Time limit for claims',
      paragraphs: [
        `Any claim or cause of action arising out of or relating to the use of this website must be brought within ${CLAIMS_WITHIN} after it arose; after that it is permanently barred, to the extent the law allows.`,
      ],
    },
    {
      id: 'grievances',
      heading: 'Grievances',
      paragraphs: [
        `If you have a complaint about the website or about how we handled your information, write to our grievance officer at ${brand.email}. We will acknowledge your grievance promptly and resolve it within ${GRIEVANCES_WITHIN} of receiving it.`,
      ],
    },
    {
      id: 'changes-and-law',
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms from time to time; the version published here applies from the date shown above. These terms are governed by the laws of India, and the courts at the place of our registered office have jurisdiction.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [contactLine],
    },
  ],
};

export const privacy: LegalDocument = {
  id: 'privacy',
  route: '/privacy-policy',
  lastUpdated: LAST_UPDATED,
  intro: [
    `This policy explains what personal information ${brand.companyName} collects through this website, why, how long we keep it and the choices you have. The website has no accounts and no login; we only receive what you choose to send us.`,
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What the forms collect',
      paragraphs: ['Each form collects only what we need to answer you:'],
      list: [
        'Contact enquiry: first name, last name, e-mail address, phone number and your message.',
        'Demo request: first name, last name, e-mail address, company name, phone number and company address.',
        'Footer enquiry: your e-mail address.',
        'Job application: first name, last name, e-mail address, department, phone number, the position you apply for, an optional message and your resume file.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use and store it',
      paragraphs: [
        'When you send a form, your submission is stored in our forms database on our own server first, so it is not lost, and then sent by e-mail to our team, who use it to reply to you, arrange a demonstration or consider your application. We do not sell your information or use it for unrelated marketing.',
        'We may send you one acknowledgement e-mail confirming that we received your submission.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        `Submissions, including any resume, are deleted from the forms database ${SUBMISSION_RETENTION_DAYS} days after we receive them. The e-mail copy sent to our team is kept only as long as needed to handle your enquiry or application and to meet our legal obligations, and is then deleted.`,
      ],
    },
    {
      id: 'chat',
      heading: 'Chat assistant',
      paragraphs: [
        'Questions you type into the chat assistant are sent to our own server to produce an answer from the website\u2019s content. They are not linked to your identity.',
        CHAT_LOG_NOTICE.join(' '),
        'Please do not enter personal information in the chat.',
      ],
    },
    {
      id: 'technical-data',
      heading: 'Technical data and cookies',
      paragraphs: [
        'Our servers record technical information such as IP address, browser type and the pages requested, to keep the website secure, prevent abuse of the forms and fix errors. These logs are kept for a short period. The website does not use advertising or tracking cookies.',
      ],
    },
    {
      id: 'camera-footage',
      heading: 'Camera footage at monitored stations',
      paragraphs: [
        `Where ${brand.network} includes web cameras at a customer's pumping station, the footage is stored locally at that site for ${CAMERA_RETENTION_MONTHS} month and then overwritten. It is available only to the customer's authorised users and, for support, to us on the customer's behalf.`,
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We share your information only with service providers who host our server and deliver our e-mail, under obligations of confidentiality, and with authorities where the law requires it.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Forms are sent over an encrypted connection, and access to stored submissions is limited to the staff who handle them. No system is perfectly secure, but we take reasonable care to protect your information.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        `You may ask us to show, correct or delete the information you sent us by writing to ${brand.email}. We handle such requests and any privacy grievance within ${GRIEVANCES_WITHIN}.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [contactLine],
    },
  ],
};

export const disclaimer: LegalDocument = {
  id: 'disclaimer',
  route: '/disclaimer',
  lastUpdated: LAST_UPDATED,
  intro: [
    'The information on this website is published in good faith for general information about our products, services and pump engineering. Please read this disclaimer before relying on it.',
  ],
  sections: [
    {
      id: 'general-information',
      heading: 'General information only',
      paragraphs: [
        'Content such as the knowledge base on pump failure modes, head terms and sump design is general guidance. It is not a substitute for a site-specific assessment by a qualified engineer, and pumping equipment should be operated and maintained according to its manufacturer\u2019s instructions.',
      ],
    },
    {
      id: 'figures',
      heading: 'Performance figures',
      paragraphs: [
        'Figures such as efficiency improvement, life extension, life-cycle cost reduction and return on investment are typical ranges from past installations. Results at a given station depend on its equipment, condition and operation and are not guaranteed unless agreed in a written contract.',
      ],
    },
    {
      id: 'sample-content',
      heading: 'Sample content',
      paragraphs: [
        'Entries marked as samples (for example sample news items, sample documents, sample names and sample identifiers) stand in for content still to be published and do not describe real publications, people or registrations.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy and availability',
      paragraphs: [
        'We try to keep the website accurate and available but make no warranty that it is complete, current or free of errors, or that it will be available without interruption. Answers from the chat assistant are generated automatically and may be wrong.',
      ],
    },
    {
      id: 'external-links',
      heading: 'External links',
      paragraphs: ['Links to third-party websites and articles are provided for convenience; we are not responsible for their content.'],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about this disclaimer: ${brand.email}.`],
    },
  ],
};

export const legalDocuments: readonly LegalDocument[] = [terms, privacy, disclaimer];
