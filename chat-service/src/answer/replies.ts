/**
 * The fixed replies: small talk, the three refusals and the hand-off to a person. Contact facts
 * come from the brand config. A refusal says what the assistant can help with instead and never
 * promises help the company cannot give.
 */
import { brand } from '@site/contracts/brand';
import { HANDOFF_PAGE, type ChatSource } from '@site/contracts/chat';
import { siteFacts } from '@site/contracts/site-facts';
import type { Answer } from './types.ts';
import { inSentence, listInWords } from './facts/match.ts';
import type { Concern, HandoffTopic, SmallTalk } from './understand.ts';

export const CONTACT_PAGE: ChatSource = { title: 'Contact us', url: HANDOFF_PAGE };
export const DEMO_PAGE: ChatSource = { title: 'Request a demo', url: '/request-demo' };
export const CAREERS_PAGE: ChatSource = { title: 'Careers', url: siteFacts.careers.route };
export const DOWNLOADS_PAGE: ChatSource = { title: 'Downloads', url: siteFacts.downloads.route };
export const PROJECTS_PAGE: ChatSource = { title: 'Projects', url: siteFacts.projects.route };
export const CREDENTIALS_PAGE: ChatSource = { title: 'Credentials', url: siteFacts.credentials.route };
/** "Every model comes with the mobile app." from the model comparison, said before which phones it runs on is handed off. */
const MOBILE_APP_MODELS = ((): string => {
  const feature = siteFacts.models.features.find((f) => /mobile app/i.test(f.label));
  if (!feature) return 'There is a mobile app. ';
  return feature.from === siteFacts.models.names[0]
    ? `Every ${brand.network} model comes with the mobile app. `
    : `The mobile app comes with ${brand.network} from ${feature.from} up. `;
})();
/** The hardware certifications the credentials list ("Electromagnetic emission class A", "IP68 enclosure"). */
const HARDWARE_CERTIFICATIONS = siteFacts.credentials.groups.find((g) => /hardware/i.test(g.title))?.items ?? [];

const WHAT_I_KNOW = `${brand.network} and its models, pump problems such as cavitation or seal failure, head terms and sump design, our training academy, careers, and how to reach ${brand.companyName}`;

const SMALL_TALK: Record<SmallTalk, string> = {
  greeting: `Hello! I'm the ${brand.product} assistant. I can answer questions about ${WHAT_I_KNOW}. What would you like to know?`,
  introduction: `Nice to meet you! I'm the ${brand.product} assistant. I can answer questions about ${WHAT_I_KNOW}. What would you like to know?`,
  joke: `I'll leave the jokes to our engineers, but here is one thing that is no joke: a pump that sounds like it is pumping gravel is usually cavitating. Ask me about ${brand.network}, its models or your pumps.`,
  language: `I answer in English, from the company's own knowledge base. You may use Hindi or Hinglish words too ("pump garam ho raha hai, kyun?") and I will do my best. Ask me about ${brand.network}, its models or your pumps.`,
  thanks: `You're welcome, glad to help! Ask me anything else about ${brand.network} or your pumps.`,
  compliment: `Thank you, glad you like it! Ask me anything else about ${brand.network}, its models or your pumps.`,
  reaction: `Is there anything else I can help with? Ask me about ${brand.network}, its models or your pumps.`,
  feedback: `Thank you for the feedback. You can also tell our team on the contact page (${HANDOFF_PAGE}). Meanwhile, ask me anything about ${brand.network}, its models or your pumps.`,
  complaint: `Sorry that did not help. Try asking in other words, naming the pump problem, the ${brand.network} model or the topic you mean. Or write to our team on the contact page (${HANDOFF_PAGE}): they reply to every enquiry within ${brand.replyWithin}.`,
  bye: `Goodbye, and thank you for visiting. Come back any time with questions about ${brand.network} or your pumps; our team is at ${brand.phone.display} and ${brand.email}.`,
  capabilities: `I'm the website assistant of ${brand.product}. I answer from the company's own knowledge base: ${WHAT_I_KNOW}. For a price or a quote, our team answers you in person.`,
};

export const SMALL_TALK_SUGGESTIONS = ['What is iPUMPNET?', 'What causes cavitation?', 'Which models are there?'];

export function smallTalk(kind: SmallTalk): Answer {
  return { response: SMALL_TALK[kind], sources: [], mode: 'smalltalk', suggestions: kind === 'bye' ? [] : SMALL_TALK_SUGGESTIONS };
}

const CONCERN: Record<Concern, string> = {
  emergency:
    'This sounds like an emergency. Please get help now: call your local emergency number (112 in India). Do not enter a flooded, smoky or gassy area to help; keep everyone out, in fresh air and away from live electrical equipment, and do not wait for a reply here. I am only a website assistant and cannot help in an emergency.',
  'legal-advice': `I can't give legal advice. For a legal question, please consult a qualified lawyer. I can answer questions about ${brand.network}, pumps and our terms as published on this site.`,
  'engineering-advice': `I can't make that call for one machine from here: whether a pump is safe to keep running, or which make and model to buy, needs an engineer who knows your station. The knowledge pages explain the general rules, and our team can look at your case on the contact page (${HANDOFF_PAGE}).`,
  'financial-advice': `I can't give investment or financial advice: for that, please ask a qualified financial adviser. I can answer questions about ${brand.network}, pumps and ${brand.companyName}.`,
  'medical-advice': `I can't give medical advice. If you feel unwell, please see a doctor, or call your local emergency number (112 in India) if it is urgent. I can answer questions about ${brand.network} and pump engineering.`,
};

export function concernReply(kind: Concern): Answer {
  // An emergency needs help now, and legal or medical advice a professional, not a contact form;
  // a judgement on one machine is what the team can give.
  return { response: CONCERN[kind], sources: [], mode: 'refusal', suggestions: [], handoff: kind === 'engineering-advice' };
}

export function offTopic(): Answer {
  return {
    response: `Sorry, that is outside what I can answer. I can help with ${WHAT_I_KNOW}.`,
    sources: [],
    mode: 'refusal',
    suggestions: SMALL_TALK_SUGGESTIONS,
    handoff: true,
  };
}

/** What the model comparison publishes about integration, said beside the hand-off ("...with existing SCADA and business systems"). */
const integrationRow = siteFacts.models.features.find((f) => /^integration\b/i.test(f.label));
const PUBLISHED_INTEGRATION = integrationRow
  ? ` ${integrationRow.from === siteFacts.models.names[0] ? 'Every model' : `Every model from ${integrationRow.from} up`} has ${inSentence(integrationRow.label)}.`
  : '';

export const HANDOFF_LEAD: Record<HandoffTopic, string> = {
  price: `${brand.network} prices are not published: our team quotes them for your stations, usually after a demo.`,
  quote: `Our team prepares quotes for your stations, usually after a demo.`,
  warranty: `Warranty and service terms are agreed with each customer, so I can't state them here: our team will tell you.`,
  delivery: `Delivery and installation times depend on your stations, so our team gives them with the quote.`,
  trial: `Whether a trial or pilot at one of your stations is possible, and on what terms, is agreed with our team, so I can't promise one here.`,
  discount: `Commercial terms are agreed with each customer, so I can't state them here: our team will tell you.`,
  'course fees': `Academy course dates, durations, fees and venues are announced on request: ask us and we will send the current details.`,
  'course format': `No page says whether academy courses are given online or in person, or in which languages: how, where and when a course is given is arranged on request, so tell us about your team and we will say what we can offer.`,
  'course assessment': `No page says whether academy courses end with an exam or an assessment, and whether a certificate of completion is issued is also answered on request: ask us when you ask about a course.`,
  person: `Of course: you can talk to our team directly.`,
  visit: `Our team can arrange to see your stations: tell us about them and we will get in touch.`,
  paperwork: `Registrations, agreements, tender documents and payment details are handled by our team, so I can't give them here.`,
  supply: `What we can supply or service beyond ${brand.network}, and where we have partners, is answered by our team: tell us what you need.`,
  integration: `Work built for one customer, such as a custom report, an API or a link to a particular system, is scoped with our team.${PUBLISHED_INTEGRATION}`,
  contract: `Contract terms, such as length, renewal and cancellation, are agreed with each customer, so I can't state them here: our team will tell you.`,
  documents: `The product brochure is on the downloads page (${siteFacts.downloads.brochure.href}). Datasheets and other documents are sent by our team on request: tell us what you need and for which stations.`,
  salary: `Salaries are not published: they are discussed with each candidate during hiring.`,
  'employment terms': `The terms of a job, such as a service bond, probation or the notice period, are not published: they are discussed with each candidate during hiring.`,
  'own case': `Your own order, installation or application is something our team looks up for you: I can't see it from here.`,
  'office hours': `Our office hours, and whether a visit needs an appointment, are not published here; the office is at ${brand.address.lines.join(', ')}.`,
  region: `Our published office is at ${brand.address.lines.join(', ')}. Where we take on stations or have people, in India or abroad, is not published on this site: tell our team where yours are and they will tell you.`,
  upgrade: `How a station moves to another model later, and what that costs, is not published: our team will tell you for your stations.`,
  'data on leaving': `What happens to the data when a customer stops using ${brand.network}, such as handing it over or deleting it, is agreed with each customer: our team will tell you the terms.`,
  hosting: `Which cloud provider hosts the data, and in which region or data centre, is not published on this site: our team will tell you what would apply to your stations.`,
  bandwidth: `The speed or monthly data a station's link needs is not published: our team confirms the connection when it looks at your stations before the quote.`,
  'mobile operator': `Which mobile operator's network or SIM a station's link uses is not published: our team confirms the connection when it looks at your stations before the quote.`,
  'installation downtime': `Whether a pump must be stopped while its sensors are fitted is not published: our team plans the installation with you when it looks at your stations.`,
  'app platforms': `${MOBILE_APP_MODELS}Which phones and tablets it runs on is not published on this site: our team will tell you.`,
  'interface language': `Which languages the dashboards, app and reports can be shown in is not published on this site: our team will tell you.`,
  'support language': `Which languages our engineers and support staff work in is not published on this site: our team will tell you. I answer in English here.`,
  'hazardous area': `The hardware's published certifications are ${listInWords(HARDWARE_CERTIFICATIONS.map(inSentence))}; a hazardous-area certification such as ATEX is not among them, so our team will tell you what applies to your site.`,
  'work arrangement': `Where each role is based, and whether it can be worked remotely, is not published on this site: our team will tell you.`,
  internship: `Internships and student projects are not published on this site: our team will tell you what is possible.`,
  references: `Our clients' names, contacts and stations are not published on this site: ask our team about references, or a visit, for stations like yours.`,
  unpublished: `That is not in what I can tell you about ${brand.network}: our team will answer it.`,
  'pump question': `The pump pages here do not cover that: our engineers will answer it for your pumps.`,
  'team size': `How many people the company employs is not published on this site: our team will tell you more about itself.`,
  leadership: `The names of the company's management are not published on this site: our team will tell you who to speak to.`,
};

/** After the founders' experience: how many stations run the product today is the team's to tell. */
export const INSTALLATIONS_UNPUBLISHED = `How many stations run ${brand.network} today is not published: our team can tell you about its installations.`;

/** After what the pages say of where the product is used: the kind of pump the visitor named is the team's to judge. */
export const suitsKindLead = (said: string, named: string): string =>
  `${said} Whether it suits ${named} in particular is for our team to say: tell them about your stations.`.trim();

/** What the pages say of a thing whose figure in a unit they do not give, then that the team gives it. */
export const figureNotGiven = (unit: string, said: string | undefined, reading = false): string =>
  `${said ? `${said} ` : ''}${reading ? `The pages give no limit in ${unit} to judge your reading against` : `The pages do not give that figure in ${unit}`}: our team will answer it for your case.`;

/** After what the pages say of a feature: what the visitor asks of it beyond that is the team's to answer. */
export const beyondWhatIsPublished = (said: string): string =>
  `${said} What you ask of it beyond that is not published: our team will answer it.`;

/** The page that holds what is published on a topic ("the openings are on the careers page"). */
const PUBLISHED_ON: Partial<Record<HandoffTopic, ChatSource>> = {
  salary: CAREERS_PAGE,
  'employment terms': CAREERS_PAGE,
  internship: CAREERS_PAGE,
  'work arrangement': CAREERS_PAGE,
  'hazardous area': CREDENTIALS_PAGE,
  'team size': CAREERS_PAGE,
  documents: DOWNLOADS_PAGE,
  references: PROJECTS_PAGE,
};

/** Topics a demo is the natural next step for. */
const AFTER_A_DEMO: ReadonlySet<HandoffTopic> = new Set(['price', 'quote', 'visit', 'trial']);

/** A question the team answers in person: say so, and how to ask. */
export function handoff(topic: HandoffTopic, lead = HANDOFF_LEAD[topic], about = PUBLISHED_ON[topic]): Answer {
  const ask = AFTER_A_DEMO.has(topic)
    ? `Request a demo (${DEMO_PAGE.url}) or write to us on the contact page (${CONTACT_PAGE.url})`
    : `Write to us on the contact page (${CONTACT_PAGE.url})`;
  const pages = AFTER_A_DEMO.has(topic) ? [DEMO_PAGE, CONTACT_PAGE] : [CONTACT_PAGE];
  // The page that says what is published ("course outlines are on the academy page").
  const more = about ? ` What is published is on the ${about.title} page: ${about.url}` : '';
  return {
    response: `${lead} ${ask}, call ${brand.phone.display} or e-mail ${brand.email}. We reply within ${brand.replyWithin}.${more}`,
    sources: about ? [about, ...pages] : pages,
    mode: 'handoff',
    suggestions: [],
  };
}
