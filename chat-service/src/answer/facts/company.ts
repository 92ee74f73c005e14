/**
 * Questions about the company's facts: how to reach it (from the brand config), the demo and
 * its age rule, the terms visitors ask about, the sensors, the parameter categories, the
 * project figures and the credentials (from the typed content).
 */
import { brand } from '@site/contracts/brand';
import { siteFacts } from '@site/contracts/site-facts';
import type { SiteFigure, SiteParameterCategory } from '@site/contracts/site-facts';
import { CONTACT_PAGE, CREDENTIALS_PAGE, DEMO_PAGE, handoff, PROJECTS_PAGE } from '../replies.ts';
import type { Answer } from '../types.ts';
import { factAnswer, pageFactAnswer } from './answer.ts';
import { LIQUIDATED_DAMAGES, askingParts, normalise, speaksOfTheirPump } from '../understand.ts';
import { ADDED_LATER } from '../../retrieve/query.ts';
import { inSentence, listInWords, matchLabels } from './match.ts';
import { requiredFieldLabels } from './forms.ts';
import { countWords } from '../blocks.ts';
import { BIOMETRIC_DEVICE, COMMITS_THE_VISITOR, ON_A_PHONE, withoutManner } from '../../retrieve/query.ts';

const { sensors, parameters, projects, credentials, legal } = siteFacts;

const answer = pageFactAnswer;

const PHONE =
  /\b(phone|telephone|(mobile|cell) (number|no)|whats ?app|call (you|your|the|them|us)|ring (you|your|the office|someone|somebody)|number to call|contact number|helpline|hotline|who (should|do|can|shall) (i|we) (call|contact|ring|phone)|support (team )?(number|line)|after hours|24 ?\/ ?7)\b/;
const EMAIL = /\b(e-?mail|mail id|mail address|email id|write to you)\b/;
const ADDRESS =
  /\b(address|located|(?<!\b(remote|our|my|their|site|station|plant|pump|project|install\w*|hilly|difficult|isolated|far|far-?off|village|rural|different|each|every|any|that|this) )location|(?<!\b(our|my|their|his|her|big|large|small|new|corporate|collector|collectorate|district|tehsil|tahsil|municipal|government|govt|zonal|regional|divisional|circle|client|customer|shore) )(?<!\b(our|my|their) (head|main|corporate|regional|zonal) )office(?! (working |opening )?(hours|timings?|time))(?! (campus|campuses|buildings?|complex(es)?|blocks?|towers?|spaces?|premises|parks?|air|hvac|chillers?|pumps?))|offices|where are you|where is (your|the) (company|office)|head ?quarters?|(?<!\b(i'?m|i am|am|we'?re|we are|i'?m currently|i am currently) )based (in|at|out of|where)|\b(you|you guys|your (company|firm|team|office)|the company) (are |is )?based(?! on)|visit you|(which|what) city|city (are|is) (you|your)|your city)\b/;
const REPLY =
  /\b(reply|replies|respond|response|get back|hear back|answer (my|an) (enquiry|email|e-mail|request)|how (long|soon|quickly) (will|do|does|until) (you|u|your team|someone|somebody|anyone|they|we|i)\b(?! (keep|store|hold|retain|save)))/;
const CONTACT =
  /\b(contact|reach (you|your (team|company|office|sales|support)|aquaflow|the (team|company)|someone|sales|support)|get in touch|talk to|speak to|enquir\w*|inquir\w*|support (team|contact))\b/;

/** "an office in Chennai", "any branch near Hyderabad": the place captured. */
const OFFICE_IN =
  /\b(?:office|offices|branch|branches|presence|facility|centre|center)\b (?:\w+ )?(?:in|at|near) ([a-z]+)\b|\b(?:any|an?|your|have)\b (?:\w+ )?(?:engineers?|technicians?|representatives?|staff|people)\b (?:based |located |stationed |posted |available )?(?:in|at|near) ([a-z]+)\b/;
const NOT_A_PLACE = new Set([
  'person',
  'the',
  'your',
  'our',
  'my',
  'a',
  'an',
  'india',
  'future',
  'general',
  'time',
  'touch',
  'hours',
  'weekends',
  'site',
  'sites',
  'station',
  'stations',
  'plant',
  'night',
]);

/** "do you sell contact details?", "will my email go to spammers?": the visitor's details passed on, which the privacy page answers. */
const PASSED_ON =
  /\b(sell|sold|(?<!\b(pls|plz|please|kindly|pl|pz|pls do|can (you|u)|could (you|u)) )share(?! (your|ur|the|me|us|it|this)\b)|shared|give away|pass(es|ed|ing)? on|third part\w*|spam\w*|marketing|privacy|gdpr|personal data)\b/;

export function answerAboutContact(query: string): Answer | null {
  const q = normalise(query);
  // "the contact form says my phone number is invalid": the form's rules are in the knowledge base.
  if (
    /\b(form|field)\b/.test(q) &&
    /\b(invalid|error|wrong|rejects?|won'?t|doesn'?t|not (work|accept|submit)|says|saying|failed|fails)\b/.test(q)
  )
    return null;
  // The visitor's own details ("can I just leave my e-mail", "do you sell contact details", "your privacy
  // policy for the contact form") are privacy and forms.
  if (
    PASSED_ON.test(q) ||
    /\b(my (e-?mail|email id|number|phone|mobile|details|address|data)|retention|retained|kept for)\b/.test(q) ||
    // "do you pass our email id to agencies?", unless ours is asked for too ("what is your email?").
    (/\bour (company |office )?(e-?mail|email id|number|phone|mobile|details|data)\b/.test(q) &&
      !/\byour (e-?mail|email id|number|phone|address|contact)\b/.test(q))
  )
    return null;
  // "can I see the data on my mobile phone?": the phone to look at, not the number to call.
  if (ON_A_PHONE.test(q) && !/\b(call|ring|dial|speak|talk|reach)\b/.test(q) && !CONTACT.test(q)) return null;
  // "can it send alerts on SMS or WhatsApp?": what the product sends, not how to reach us. "If a
  // pump trips at 2 am, how does your system let our duty engineer know, and who responded?": so too.
  if (
    /\b(alerts?|alarms?|notif\w*|escalat\w*|warnings?|trips?|tripped|tripping|breakdowns?|duty (engineer|officer|operator|staff))\b/.test(
      q,
    ) &&
    !CONTACT.test(q)
  )
    return null;
  // Applying for a job is the careers page's; what to write in an e-mail is the knowledge base's.
  if (/\b(cv|resume|résumé|apply|application|hr|job|jobs|career|careers)\b/.test(q)) return null;
  if (
    /\b(i'?m going to|i am going to|i will|i'll|we will|we'll|before i|when i|if i) (e-?mail|call|write|contact|phone)\b/.test(q) &&
    /\b(what|which|details?|include|put|mention)\b/.test(q)
  )
    return null;
  // "do you have an office in Chennai?": a place the one address we publish does not name is the team's to answer.
  const place = q
    .match(OFFICE_IN)
    ?.slice(1)
    .find((p) => p !== undefined);
  if (place && !NOT_A_PLACE.has(place) && !brand.address.lines.join(' ').toLowerCase().includes(place))
    return handoff(
      'unpublished',
      `The one office address we publish is ${brand.address.lines.join(', ')}. Whether we have anyone in ${place[0]!.toUpperCase()}${place.slice(1)}, or can meet you there, is for our team to say.`,
    );
  const phone = PHONE.test(q);
  const email = EMAIL.test(q);
  const address = ADDRESS.test(q) && !/\b(ip address|address (the|this|a) (problem|issue|cause))\b/.test(q);
  const reply =
    REPLY.test(q) &&
    /\b(you|your|team|company|someone|somebody|anyone|anybody|enquiry|inquiry|email|e-mail|mail|request|demo|message|form)\b/.test(q);
  const contact = CONTACT.test(q) && /\b(you|your|team|company|someone|sales|support|aquaflow)\b/.test(q);
  if (!phone && !email && !address && !reply && !contact) return null;
  const all = contact && !phone && !email && !address;
  const lines: string[] = [];
  if (reply && !phone && !email && !address && !contact) {
    lines.push(`We reply to every enquiry, demo request and e-mail within ${brand.replyWithin}.`);
  } else {
    lines.push(`You can reach ${brand.companyName}:`);
  }
  if (phone || all) lines.push(`- Phone: ${brand.phone.display}`, `- ${brand.messaging.label}: ${brand.messaging.href}`);
  if (email || all) lines.push(`- E-mail: ${brand.email}`);
  if (address || all) lines.push(`- Address: ${brand.address.lines.join(', ')}`);
  if (all) lines.push(`- The enquiry form on the contact page`);
  if (lines.length > 1) lines.push(`We reply within ${brand.replyWithin}.`);
  return answer(lines, CONTACT_PAGE);
}

const DEMO = /\b(demo|demos|demonstration|trial|pilot|try it|see it (working|in action|live))\b/;
const AGE =
  /\b(age|old|older|minimum age|under 18|years old|minor|minors|18|underage|teenager|(son|daughter|child|kid|nephew|niece|he|she|i) (is|am|'?s|'?m) 1[0-7])\b/;

/** The fields a demo request cannot be sent without, as the form labels them. */
const DEMO_REQUIRED = requiredFieldLabels('demo').map((label) => label.toLowerCase());

/** `context`: the previous question ("how do I get a demo?" before "my son is 17, can he fill it in?"). */
export function answerAboutDemo(query: string, context?: string): Answer | null {
  const q = normalise(query);
  // "I'm writing a board note for approving a pilot. What figures do you quote...?": a pilot told,
  // not asked for; "my son wants to request a demo. Is that ok?" asks of the demo told.
  const asked = askingParts(q).join(' ');
  // "...a demo for his school project. allowed?": a short question asks of what was told.
  const toldOnly = !DEMO.test(asked) && asked.split(/\s+/).length >= 4 && !/\b(that|this|it|so|he|she|they|we|i)\b/.test(asked);
  if ((!DEMO.test(q) || toldOnly) && !(context !== undefined && DEMO.test(normalise(context)) && AGE.test(q))) return null;
  // "are we committed to buy something if we request a demo?": what the terms say a form does not do;
  // "will my email be sold if I fill the demo form?": what the privacy page says.
  // "begin with one station as a pilot and add the others later?": whether stations can be added, which the pricing page says.
  if (COMMITS_THE_VISITOR.test(q) || PASSED_ON.test(q) || ADDED_LATER.test(q)) return null;
  const lines: string[] = [];
  if (AGE.test(q)) {
    // The rule is one of the website's terms; the demo page is where a demo is asked for.
    return factAnswer(
      [`Demos are scheduled only for people aged ${legal.minimumDemoAge} or over.`],
      `More on the ${DEMO_PAGE.title} page (${DEMO_PAGE.url}) and in the ${TERMS.title}: ${TERMS.url}`,
      [DEMO_PAGE, TERMS],
    );
  } else {
    lines.push(
      `To see ${brand.network} working, request a demo with the form at ${DEMO_PAGE.url} (or the Request Demo button in the footer). Tell us about your stations and we arrange a demonstration at a time that suits you.`,
      `The form asks for your ${listInWords(DEMO_REQUIRED)}.`,
      `Demos are for people aged ${legal.minimumDemoAge} or over, and we reply within ${brand.replyWithin}.`,
    );
  }
  return answer(lines, DEMO_PAGE);
}

const TERMS = { title: 'Terms and Conditions', url: legal.termsRoute };
const PRIVACY = { title: 'Privacy Policy', url: legal.privacyRoute };

/** What a visitor sends: a form, an enquiry, a resume. */
const SUBMISSION =
  /\b(form|submission|submissions|enquiry|enquiries|personal data|my data|my details|information i (send|sent|submit)|cv|resume|application|applied|uploaded|(demo|request|contact|enquiry) (request )?(data|details|information)|(demo|contact|quote|job) request|i (sent|submitted|filled( in)?) (a|the|my|our))\b/;
/** "sent it with a wrong phone number, how do I get it corrected?": what was sent, to be put right. */
const PUT_RIGHT =
  /\b(correct(ed|ing|ion)?|updat(e|ed|ing)|chang(e|ed|ing)|fix(ed|ing)?|edit(ed|ing)?|amend\w*|rectif\w*)\b|\b(wrong|incorrect|mistyped|typo in (my|the)) (phone|number|mobile|address|e-?mail|details?|name)\b/;

export function answerAboutTerms(query: string, context?: string): Answer | null {
  const q = normalise(query);
  const grievance =
    /\b(grievances?|complain\w*)\b/.test(q) ||
    /\b(disappointed|dissapointed|dissatisfied|unhappy|not happy|not satisfied|frustrated|fed up|upset) (with|by|about) (your|you|the) (service|support|team|company|response|product)\b/.test(
      q,
    );
  const toGrievanceOfficer = `Write to our grievance officer at ${brand.email}: we acknowledge a grievance promptly and resolve it within ${legal.grievancesWithin}.`;
  if (/\b(claims?|cause of action)\b/.test(q) && /\b(how long|time limit|deadline|within|when|period|late|years?)\b/.test(q)) {
    const claim = `A claim arising from the use of this website must be brought within ${legal.claimsWithin} after it arose.`;
    // "how long do I have to raise a claim? and who handles grievances": both terms.
    return answer(grievance ? [claim, toGrievanceOfficer] : [claim], TERMS);
  }
  // A complaint to us, not one the visitor's own customers make ("complaints about the supply").
  if (
    grievance &&
    !/\b(pump|motor|noise|vibrat\w*|supply|water|pressure|citizens?|consumers?|customers|residents?|councillors?)\b/.test(q)
  ) {
    return answer([toGrievanceOfficer], TERMS);
  }
  // "Apart from the camera footage, how long is our pump data kept?" asks of the other data.
  const besidesFootage = /\b(apart from|other than|besides|except( for)?|excluding|not) (the )?(web )?(camera|footage|cctv|video)\b/.test(
    q,
  );
  if (
    !besidesFootage &&
    /\b(camera|footage|cctv|video recordings?)\b/.test(q) &&
    /\b(keep|kept|stored?|retain\w*|how long|delete\w*)\b/.test(q)
  ) {
    return answer(
      [`Web camera footage at a monitored station is stored at that site for ${legal.cameraRetentionMonths} month and then overwritten.`],
      PRIVACY,
    );
  }
  // "I sent a demo request with a wrong phone number. How do I get it corrected?": the right to have it put right.
  if (SUBMISSION.test(q) && PUT_RIGHT.test(q))
    return answer(
      [
        `Write to ${brand.email} with the right details: you may ask us to show, correct or delete what you sent, and we handle such requests within ${legal.grievancesWithin}.`,
      ],
      PRIVACY,
    );
  // "how long do you keep them?" after a question about a form: the form's submissions.
  if (
    (SUBMISSION.test(q) || (context !== undefined && /\b(them|it|that|those|these)\b/.test(q) && SUBMISSION.test(normalise(context)))) &&
    // How long it is kept, or how to have it deleted; where data is stored is a hosting question.
    (/\b(kept for|retain\w*|retention|delete\w*|remove\w*|erase\w*)\b/.test(q) ||
      (/\bhow long\b/.test(q) && /\b(keep|kept|store|stored|hold|(hang|hold|holding|hanging) on(to| to))\b/.test(q)))
  ) {
    return answer(
      [
        `Form submissions, including resumes, are kept for ${legal.submissionRetentionDays} days and then deleted.`,
        `You may ask us to show, correct or delete what you sent by writing to ${brand.email}; we handle such requests within ${legal.grievancesWithin}.`,
      ],
      PRIVACY,
    );
  }
  return null;
}

const SENSOR_WORDS = /\b(sensors?|instruments?|instrumentation|cameras?|power meters?|detectors?|probes?|transmitters?|biometric)\b/;
const ASKS_GROUPS = /\b(groups?|categor(y|ies)|broad (areas|heads)|main (areas|heads|things|types))\b/;
const ASKS_WHICH_SENSORS =
  /\b(what|which|list|all|how many|types?|kinds?)\b.*\bsensors\b|\bsensors (do|does|are|it|you)\b|\bwhat (exactly |all )?(does|do|can) (it|ipumpnet|you|the system) (measure|sense)\b/;
/** "Does it have a noise sensor?": a yes or no about one sensor. */
const ASKS_ONE_SENSOR =
  /^(do|does|is|are|can|have|has)\b|\b(is there|are there|do you (have|use|fit)|does (it|ipumpnet|the system) (have|use|include))\b/;

/** Sensors fitted to something ("fit on them", "mounted on old pumps"), not which sensors there are. */
const FITTED_ON =
  /\b(fit|fits|fitted|mount|mounted|install|installed|retrofit|retrofitted)\b (on|onto|to|in)\b|\b(go|goes|attach|attached|put|placed)\b (on|onto)\b|\b(work|works)\b (on|with) (our|my|old|older|existing|any|other|all)\b/;

/** A property asked of the sensors ("what certifications", "how accurate"), which the sensor list does not give. */
const SENSORS_PROPERTY =
  /\b(certif\w*|approvals?|approved|ratings?|rated|ip ?\d\d|accura\w*|calibrat\w*|warranty|guarantee|lifespan|battery|batteries)\b/;

/** Who fits the sensors: a contractor of the visitor's, or our team. */
const WHO_FITS =
  /\b(electricians?|contractors?|fitters?|technicians?|your team|our team|who)\b.{0,60}\b(fit|fits|fitting|install\w*|mount\w*)\b|\b(fit|fitting|install\w*|mount\w*)\b.{0,40}\b(your team|our own|ourselves|we (do|have to|must))\b/;

/** A question about a failure or symptom is answered by its knowledge page, even if it names a sensor. */
const FAILURE_WORDS =
  /\b(overheat\w*|cavitat\w*|leak\w*|bearings?|seals?|corro\w*|shafts?|lubric\w*|fail\w*|fault\w*|problems?|damage\w*|hot spots?|metal|metal loss|wall thickness|thinn\w*|erosion|eroded|worn|wear)\b/;

/** "flow meter reads zero and pressure is near zero, what happened?": readings to be diagnosed, not sensors asked about. */
const ASKS_DIAGNOSIS =
  /\b(readings?|values?) (keeps?|kept|is|are|has been|have been)( \w+)? (rising|increasing|going up|climbing|creeping|falling|dropping|going down)\b|\b(what (has |have )?(happened|gone wrong|went wrong)|what('s| is) (wrong|happening|going on)|what (could|can|might|would) (be )?(cause|causing|the cause)|what does (it|this|that) (mean|indicate)|why (is|are|does|do|did|would)\b.*\b(reads?|reading|shows?|showing|zero|high|low|drop\w*|ris\w*))/;

export function answerAboutSensors(query: string, context?: string): Answer | null {
  const q = normalise(query).replace(BIOMETRIC_DEVICE, 'biometric attendance');
  const asksList = ASKS_WHICH_SENSORS.test(q);
  const aboutSensors = SENSOR_WORDS.test(q) || (context !== undefined && SENSOR_WORDS.test(normalise(context)));
  if (!asksList && !aboutSensors) return null;
  // "what all does it measure? the main groups": the parameter groups, not the instruments.
  if (!SENSOR_WORDS.test(q) && ASKS_GROUPS.test(q)) return null;
  // "what certifications do the sensors have?": a property of the hardware, not which sensors there are.
  if (SENSORS_PROPERTY.test(q)) return null;
  if (ASKS_DIAGNOSIS.test(q)) return null;
  // "a local electrician for fitting the sensors, or does your team do it?": who installs, not which sensors.
  if (WHO_FITS.test(q) && !asksList) return null;
  const page = { title: brand.network, url: sensors.route };
  let named = matchLabels(q, sensors.list, (s) => s.name, 0.5);
  if (/\b(which|what) sensors?\b/.test(q) && !asksList) {
    // "which sensor tells you the shaft position?": by what each sensor is for.
    const byPurpose = matchLabels(q.replace(/\bsensors?\b/g, ''), sensors.list, (s) => `${s.name} ${s.purpose}`, 0.1);
    if (byPurpose.length > 0) named = byPurpose.slice(0, 1);
  }
  // "which all temperatures do your sensors catch?": one sensor named, though sensors are asked about.
  const oneNamed =
    named.length === 1 && named[0]!.score >= 0.99 && !/\b(how many|list|types?|kinds?)\b|\ball (the |your )?sensors\b/.test(q);
  if (named.length > 0 && (!asksList || oneNamed)) {
    if (FAILURE_WORDS.test(q)) return null;
    const yes = ASKS_ONE_SENSOR.test(q);
    const lines = named
      .slice(0, 3)
      .map(({ item }) =>
        yes ? `Yes: ${brand.network} uses a ${item.name.toLowerCase()} sensor. ${item.purpose}` : `${item.name}: ${item.purpose}`,
      );
    return answer(lines, page);
  }
  // "we have old KSB pumps: will your sensors fit on them?": whether they fit, which the installation page answers.
  if (!asksList && FITTED_ON.test(q)) return null;
  if (!asksList && !/\b(what|which|list|all|how many|use|uses|have|has|fitted)\b.*\bsensors?\b/.test(q)) return null;
  return answer([`${brand.network} uses ${sensors.list.length} sensors:`, ...sensors.list.map((s) => `- ${s.name}`)], page);
}

const PARAMETERS_PAGE = { title: 'Parameters', url: parameters.route };

/** "does it calculate ...?", "kindly confirm whether system can report ...": whether it reports one thing. */
const ASKS_WHETHER_IT_REPORTS =
  /\b((does|do|can|could|will) (it|ipumpnet|the system|your system|you|the software)|(whether|if) (the |your )?(system|it|ipumpnet|software) (can|could|will|does)) (also )?(calculat\w*|comput\w*|report\w*|track\w*|monitor\w*|measur\w*|show\w*|give|record\w*|work out|log|generat\w*|captur\w*|includ\w*)\b/;

/** The parameter a yes-or-no question names by two of its words at least ("liquidated damages"), else null. */
function parameterAskedAbout(q: string): { category: SiteParameterCategory; item: string } | null {
  const asks = ASKS_WHETHER_IT_REPORTS.exec(q);
  // Yes or no: "how do you calculate it", "what reports does the system generate" ask for more.
  if (!asks || /\b(how|what|which|where|when|why|who)\b/.test(q.slice(0, asks.index).split(/[.?!]/).at(-1)!)) return null;
  // "will it give less head?" of the visitor's own pump: no question of what we report.
  if (/\bit\b/.test(asks[0]) && speaksOfTheirPump(q)) return null;
  // A pump's trouble is its page's to answer; "liquidated damages" are a contract's, not a pump's.
  if (FAILURE_WORDS.test(q.replace(LIQUIDATED_DAMAGES, ''))) return null;
  const items = parameters.categories.flatMap((category) => category.items.map((item) => ({ category, item })));
  const [best, next] = matchLabels(q, items, (i) => i.item, 0.3);
  if (!best || best.found < 2 || (next && next.found === best.found)) return null;
  return best.item;
}

export function answerAboutParameters(query: string): Answer | null {
  const q = normalise(query);
  const asked = parameterAskedAbout(q);
  if (asked) {
    const { category, item } = asked;
    return answer(
      [
        `Yes: ${brand.network} reports ${inSentence(item)}, one of its ${/parameters$/i.test(category.title) ? category.title : `${category.title} parameters`}: ${inSentence(category.summary)}`,
        `The ${category.title} section: ${category.href}`,
      ],
      PARAMETERS_PAGE,
    );
  }
  if (
    !/\b(parameters?|what (all |exactly )?(does|do|can) (it|ipumpnet|you) (monitor|track|report|measure))\b/.test(q) &&
    !ASKS_REPORTS.test(q)
  )
    return null;
  // "what reports does it generate? we still fill paper registers at site": the reports, not the
  // Site Parameters a word of the story names.
  const named = matchLabels(q.replace(/\bparameters?\b/g, ''), parameters.categories, (c) => c.title, ASKS_REPORTS.test(q) ? 0.99 : 0.5);
  if (named.length > 0) {
    const c = named[0]!.item;
    return answer(
      [`${c.title}: ${c.summary}`, ...c.items.slice(0, 12).map((i) => `- ${i}`), `The ${c.title} section: ${c.href}`],
      PARAMETERS_PAGE,
    );
  }
  // "what reports will we get?": the reporting groups, each whole.
  if (ASKS_REPORTS.test(q) && !/\bparameters?\b/.test(q)) {
    const reporting = parameters.categories.filter((c) => /\breporting\b/i.test(c.title));
    return answer(
      reporting.map((c) => `${c.title}: ${c.items.map(inSentence).join('; ')}.`),
      PARAMETERS_PAGE,
    );
  }
  // The groups in the page's order, each whole while the answer has room (the parameters
  // proper come first), then the rest by name: the list a specification asks for.
  const lead = `${brand.network} reports ${parameters.categories.length} groups of parameters:`;
  const lines = [lead];
  const rest: string[] = [];
  for (const c of parameters.categories) {
    // Semicolons: an item may hold commas of its own ("suction, delivery and total heads").
    const line = `- ${c.title}: ${c.items.map(inSentence).join('; ')}.`;
    if (rest.length === 0 && countWords([...lines, line].join(' ')) <= PARAMETER_LIST_WORDS) lines.push(line);
    else rest.push(c.title.toLowerCase());
  }
  if (rest.length > 0) lines.push(`It also reports ${listInWords(rest)}.`);
  return answer(lines, PARAMETERS_PAGE);
}

const ASKS_REPORTS = /\b(which|what) (all )?(kinds? of |types? of )?reports?\b/;

/** Room for every group's parameters, with the page link beside them in one answer. */
const PARAMETER_LIST_WORDS = 112;

/** "which water board is it? name pls", "who is the client?": the client's name asked. */
const ASKS_CLIENT_NAME =
  /\b(names?|named|which (state |city )?(water )?(board|utility|corporation|municipality|client|customer)|who (is|was|are|were) (the |that |this )?(client|customer)s?)\b/;
/** "(client name withheld in this sample)": a client the page does not name. */
const WITHHELD = /\b(withheld|not named|confidential|undisclosed)\b/i;
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "what is the average motor rating per pump?": the total shared over the pumps. */
const ASKS_AVERAGE_PER_PUMP = /\b(average|avg|mean)\b.{0,50}\b(per|each|a|every) pump\b|\b(per|each) pump\b.{0,40}\b(average|avg|mean)\b/;

/** The project's total motor capacity over its number of pumps, with the motors' own range; null where a figure is missing. */
function averagePerPump(figures: readonly SiteFigure[]): string | null {
  const figure = (label: RegExp) => figures.find((f) => label.test(f.label))?.value;
  const [total, pumps, range] = [figure(/^total motor capacity$/i), figure(/^number of pumps$/i), figure(/^motor capacity$/i)];
  const totalValue = Number(total?.match(/^[\d,.]+/)?.[0].replace(/,/g, ''));
  const unit = total?.match(/[a-z]+$/i)?.[0] ?? '';
  if (!total || !pumps || !(totalValue > 0) || !(Number(pumps) > 0)) return null;
  const average = Math.round(totalValue / Number(pumps)).toLocaleString('en-GB');
  return `${total} over ${pumps} pumps is about ${average} ${unit} a pump on average${range ? ` (the motors are ${range} each)` : ''}.`;
}

export function answerAboutProjects(query: string): Answer | null {
  // "I'm a final year BE student doing a project on energy audit": the visitor's project, said aside.
  const q = normalise(withoutManner(query));
  if (
    !/\b(projects?|case stud\w*|references?|reference sites?|track record|water board|(your|existing|current|reference|big|major|other|previous|any) (clients?|customers?)|who are (your )?(clients|customers)|(clients?|customers?) (list|references?|using (it|ipumpnet))|installations? (so far|done|completed)|where (is|has) (it|ipumpnet) been (used|installed|deployed))\b/.test(
      q,
    )
  )
    return null;
  if (/\b(customer|client)s? (own|owns|data|support)\b/.test(q)) return null;
  // "our state water board does not permit public cloud", "we are a state water board": the
  // visitor's own board, not our project.
  if (
    /\b((our|my) (\w+ ){0,2}|(we are|we're|i am|i'm|i work (at|for|in)) (a |an |the )?(\w+ ){0,2})water board\b/.test(q) &&
    !/\b(projects?|case stud\w*|references?|track record|clients?|customers?)\b/.test(q)
  )
    return null;
  // "will my data be used to train your AI for other customers?": the data, not our references.
  if (/\b(data|readings|records)\b/.test(q) && /\b(used?|using|share[ds]?|sharing|train\w*|sold|sell)\b/.test(q)) return null;
  // "it's for my college mini project": the visitor's project, not ours.
  if (
    /\b(my|our|college|school|university|student|final[- ](year|yr)|mini|major|academic|be|btech|b\.?tech|me|mtech|m\.?tech|diploma|semester|sem|degree|thesis|internship) projects?\b/.test(
      q,
    ) &&
    !/\byour\b/.test(q)
  )
    return null;
  // "I've led Azure projects for 8 years": the visitor's work, told by a job seeker.
  if (
    /\b(i'?ve|i have|i|i'?m|i am) (also )?(led|lead|leading|managed|managing|handled|handling|worked on|working on|delivered|executed|done|did) (\w+ ){0,3}projects?\b/.test(
      q,
    ) &&
    !/\byour\b/.test(q)
  )
    return null;
  const project = projects.list[0];
  if (!project) return null;
  const average = ASKS_AVERAGE_PER_PUMP.test(q) ? averagePerPump(project.figures) : null;
  const lines = [
    ...(average ? [average] : []),
    `${project.title}:`,
    `- Client: ${project.client}`,
    ...project.figures.map((f) => `- ${f.label}: ${f.value}`),
  ];
  // "which water board is it? name pls": a name the page withholds is said to be withheld, first.
  if (ASKS_CLIENT_NAME.test(q) && WITHHELD.test(project.client))
    return answer(
      [`The client's name is not published: the Projects page describes it only as ${lowerFirst(project.client)}.`, ...lines],
      PROJECTS_PAGE,
    );
  return answer(lines, PROJECTS_PAGE);
}

export function answerAboutCredentials(query: string): Answer | null {
  const q = normalise(query);
  if (/\b(course|academy|training|class|completion)\b/.test(q)) return null;
  // "calibration certificates for the flow meters you install": a document for the equipment, no credential of the company.
  if (/\b(calibration|test|inspection|conformity|origin|material|warranty)\s+(certificates?|certification)\b/.test(q)) return null;
  if (
    !/\b(credentials?|certifications?|certified|certificates?|patents?|patented|awards?|trademarks?|registrations?|registered|grants?|accreditations?|recognitions?|recogni[sz]ed|collaborations?)\b/.test(
      q,
    ) &&
    // "is the edge unit CE marked?": a mark named is a credential asked; a standard named ("ISO 20816") is not.
    !/\b(ce|ul|bis) (mark\w*|listed)\b/.test(q)
  )
    return null;
  // "what does 'Sample' mean on the credentials page": the knowledge page explains.
  if (
    !/\b(what|which|list|any|do you have|have you|are you|is (it|ipumpnet|the product|your company|(the|your|its) (sensor|edge unit|device|hardware|product|enclosure))|are (your|the|its) (sensors|hardware|edge units?|devices|products))\b/.test(
      q,
    ) ||
    /\bmean\w*\b/.test(q)
  )
    return null;
  const page = CREDENTIALS_PAGE;
  const kinds = `Our credentials page lists ${credentials.groups.length} kinds: ${listInWords(credentials.groups.map((g) => g.title.toLowerCase()))}.`;
  // "what certifications do you have?": the kinds, then the certifications themselves.
  const certifications = /\bcertif(y|ied|ications?)\b/.test(q)
    ? credentials.groups
        .filter((g) => /\bcertifications?\b/i.test(g.title))
        .flatMap((g) => [`${g.title}:`, ...g.items.map((i) => `- ${i}`)])
    : [];
  // "Is your company ISO 9001 certified? procurement needs the certificate copy for vendor
  // registration": a certificate the page does not list is not claimed, whatever kind the
  // visitor's other words name ("registration"); the team answers for it.
  const standard = q.match(NAMED_STANDARD)?.[0];
  if (standard && !credentials.groups.some((g) => g.items.some((i) => normalise(i).includes(standard)))) {
    const notClaimed = `${standard.replace(/^\S+/, (mark) => mark.toUpperCase())} is not among the credentials published on this site. ${kinds}`;
    // "what certifications do you have? ISO?": the certifications published, then whom to ask.
    if (/\b(what|which)\b/.test(q) && certifications.length > 0)
      return answer(
        [
          notClaimed,
          ...certifications,
          `For the certificates a tender asks for, ask our team at ${brand.email} or ${brand.phone.display}.`,
        ],
        page,
      );
    return handoff(
      'unpublished',
      `${notClaimed} For the certificates a tender or a vendor registration asks for, our team will answer.`,
      page,
    );
  }
  // A whole kind named ("patents", "hardware certifications"), not one word of it ("company").
  const named = matchLabels(
    q.replace(/\bcertified\b/g, 'certifications').replace(/\bpatented\b/g, 'patents'),
    credentials.groups,
    (g) => g.title,
    0.99,
  );
  // "what kinds of credentials does the company have? ... for vendor registration": every kind,
  // though the visitor's own words happen to name one ("company", "registration").
  const asksKinds = /\b(kinds?|types?|sorts?|categories) of credentials\b|\b(what|which|all( your| the| of your)?) credentials\b/.test(q);
  // "any patents or awards?": each kind named, in the page's order.
  if (named.length > 0 && !asksKinds)
    return answer(
      credentials.groups.filter((g) => named.some((n) => n.item === g)).flatMap((g) => [`${g.title}:`, ...g.items.map((i) => `- ${i}`)]),
      page,
    );
  return answer([kinds, ...certifications], page);
}

/** A named standard or certificate ("ISO 9001", "CE", "BIS", "ATEX"). */
const NAMED_STANDARD =
  /\b(iso|iec|en|bis|ce|ul|nabl|cmmi|atex|ieee)[ -]?\d{3,6}(-\d+)?\b|\biso(?= ?(\?|$|certif\w*))|\batex\b|\b(ce|ul|bis|nabl|cmmi) (mark\w*|certif\w*|approv\w*|listed)\b/;
