/**
 * Questions about the current openings, answered from the careers content: the list, the
 * openings for a level of experience or a field, and what one opening asks for.
 */
import { siteFacts, type SiteOpening } from '@site/contracts/site-facts';
import type { Answer } from '../types.ts';
import { CAREERS_PAGE } from '../replies.ts';
import { factAnswer } from './answer.ts';
import { countWords } from '../blocks.ts';
import { normalise } from '../understand.ts';
import { GENERIC, ORDINAL, atPlace, matchLabels, stems } from './match.ts';
import { ASKS_ABOUT_TRAINING } from '../choose-section.ts';
import { EQUAL_OPPORTUNITY_ASKED, NO_OPENING_FITS } from '../../retrieve/query.ts';

const { careers } = siteFacts;
const PAGE = CAREERS_PAGE;
/** "junior engineers" names no opening: every title has one of these words. */
const TITLE_WORDS = new Set([...GENERIC, 'jr', 'engineer']);

/** "any opening for freshers?", not "without opening the pump" or "the valve opening". */
const ABOUT_OPENINGS =
  /\b(jobs?|openings|(?<!\b(without|before|after|by|when|while|on|valve|impeller|eye|suction|discharge|inlet|outlet|gap|the|port|ports|inbound|outbound|firewall) )opening(?! (the|a|an|it|up|of|my|our|your|its|this|inbound|incoming|outbound|ports?|firewalls?|valves?)\b)|vacanc(y|ies)|hiring|hire|recruit\w*|(open|vacant|available|current) (positions?|roles?)|(positions?|roles?) (open|available|vacant)|internships?|fresher|freshers|job opportunit\w*|(any|which|what) (posts?|post for me)|eligible (for|to apply)|am i eligible|pass ?out|passed out|careers?|work (for|with|at) (you|your company|aquaflow)|join (you|your team|the team|your company)|(do|does) (you|aquaflow|your (company|team)) have (any |a |an )?(\w+ ){0,2}(roles?|positions?|posts?)\b(?![ -](based|access|permissions?|rights))|(anything|something) (senior|junior|suitable|open)( for (me|someone like me|my profile)| that (fits|suits|matches) (me|my profile))?\b(?=\W*$)|(senior|junior|lead|leadership|managerial) (roles?|positions?|posts?)\b(?![ -](based|access|permissions?|rights|needs?|sees?)))\b/;
/** "a fresher", "just graduated", "final year": someone at the start of working life. */
const NEW_TO_WORK_WORDS = String.raw`fresher|freshers|graduate|graduates|no experience|entry[- ]level|junior|jr|beginner|just (?:finished|graduated)|student|0 years|intern|pass ?out|passed out|final[- ]year`;
const NEW_TO_WORK = new RegExp(String.raw`\b(?:${NEW_TO_WORK_WORDS})\b`);
/**
 * What a job seeker says of themselves or asks after: "a fresher with a diploma", "5 years in
 * embedded", "any jobs?". Not "a plant manager with 3 pumping stations", who chooses a model.
 */
const SEEKS_WORK = new RegExp(
  String.raw`\b(?:${NEW_TO_WORK_WORDS}|fresh graduate|graduat\w*|diploma|degree|b\.? ?tech|m\.? ?tech|b\.? ?e|b\.? ?sc|m\.? ?sc|mba|mca|bca|iti|students?|years? (?:of )?experience|\d+\+? ?(?:years?|yrs?) (?:in|of|with|doing)|yrs|jobs?|roles?|openings?|careers?|resume|cv|intern\w*|apply|applying|positions?|vacanc\w*|hiring)\b`,
);
const ASKS_REQUIREMENTS =
  /\b(requirements?|require|required|qualifications?|qualified|skills?|eligib\w*|need to (know|have)|experience needed|criteria|involve\w*|(do|does|would|will) (they|you|it) (ask|want|expect|look) for|what do (they|you) (ask|want|expect|need|require)|is \w+ (needed|necessary|a must|mandatory|compulsory|essential|required)|(needed|necessary|a must|mandatory|compulsory|essential)|do i need|(should|must|do) i (know|learn|have)|cert\w*)\b/;
/** How to apply, the culture: the careers knowledge page answers these. */
const ABOUT_APPLYING = /\b(apply|applying|application|resume|cv|culture|equal opportunity|benefits|salary|salaries|pay)\b/;

/** Lowest years of experience an opening asks for ('2-4 years' -> 2, '6 months+' -> 0.5). */
function minimumYears(experience: string): number {
  const months = experience.match(/^(\d+)\s*months?/);
  if (months) return Number(months[1]) / 12;
  return Number(experience.match(/\d+/)?.[0] ?? 0);
}

/** Highest years of experience an opening is meant for ('0-2 years' -> 2, '2+ years' -> no limit). */
function maximumYears(experience: string): number {
  const range = experience.match(/^\d+\s*(?:-|–|to)\s*(\d+)/);
  return range ? Number(range[1]) : Number.POSITIVE_INFINITY;
}

/** Fields visitors ask for that no opening is titled for. */
const UNTITLED_FIELDS = [
  'mechanical',
  'civil',
  'chemical',
  'sales',
  'marketing',
  'accounts',
  'accounting',
  'finance',
  'procurement',
  'purchase',
  'hr',
];

/** A field asked for, the titles it picks, and the name it is said by where the question names one technology of it. */
type Field = [asked: RegExp, titled: RegExp, shown?: string];
const FIELDS: Field[] = [
  [/\b(software|programm\w*|developer|coding|web|ui|front ?end|react|sql|database|cloud|azure)\b/, /software|programmer|sql|ui|azure/i],
  [/\b(hardware|electronics?|pcb|circuits?)\b/, /hardware/i],
  // "1 year with 8051 and PIC in C": microcontrollers are embedded work.
  [/\b(embedded|firmware|microcontrollers?|8051|pic|avr|stm32|esp32|arduino|rtos)\b/, /embedded/i, 'embedded'],
  // Mechatronics and robotics are machines under control: automation work.
  [/\b(automation|plc|scada|control|instrumentation|electrical|mechatronics?|robotics)\b/, /automation/i],
  // Fields no opening is titled for: an opening counts only if it asks for the field by name.
  [new RegExp(`\\b(${UNTITLED_FIELDS.join('|')}|human resources)\\b`), /^$/],
  // "I have an ITI certificate only": the openings that ask for it.
  [/\biti\b/, /^$/, 'for ITI holders'],
];

/** Words that name a whole field, not one technology in it. */
const FIELD_NAMES = new Set([
  'software',
  'hardware',
  'electronics',
  'electronic',
  'embedded',
  'automation',
  'control',
  'electrical',
  ...UNTITLED_FIELDS,
]);

/** The openings that fit what the visitor told, and the senior ones asked for that their years do not reach. */
interface Filtered {
  openings: SiteOpening[];
  filter: string | null;
  beyond: SiteOpening[];
  /** Junior openings the years told have outgrown ("6 years in PLC": the 0-2 year one). */
  outgrown: SiteOpening[];
}

/** Words that ask for a senior opening. */
const SENIOR_WORDS = /\b(senior|lead|leader|experienced|manager|head of)\b/;

const figureOfYears = (n: number): string => `${n} year${n === 1 ? '' : 's'}`;

/** The years of experience the visitor tells; not "a 45 year old" or "a 6 year break", an age or a gap. */
function yearsTold(q: string): number | null {
  const years = q.match(/\b(\d+(?:\.\d+)?)\+? ?(years?|yrs?)\b(?! (old|of age|break|gap|ago|back)\b)(?!-old)/);
  return years ? Number(years[1]) : null;
}

function filterOpenings(q: string): Filtered {
  let openings = careers.openings;
  let filter: string | null = null;
  let beyond: SiteOpening[] = [];
  let outgrown: SiteOpening[] = [];
  if (NEW_TO_WORK.test(q)) {
    openings = openings.filter((o) => minimumYears(o.experience) < 1);
    filter = 'for freshers and people with little experience';
  } else {
    const range = q.match(/\b(\d+) ?(?:-|–|to) ?(\d+) ?(?:years?|yrs?)\b/);
    const told = yearsTold(q);
    const senior = (o: SiteOpening) => minimumYears(o.experience) >= 7 || /lead/i.test(o.title);
    const seniorAsked = !range && SENIOR_WORDS.test(q);
    // "9 years on Azure, any senior role?": the senior openings the years reach; "2.5 yrs of PCB
    // layout... the lead one?": none reached, the openings the years reach instead.
    const reached = seniorAsked ? openings.filter((o) => senior(o) && (told === null || minimumYears(o.experience) <= told)) : [];
    if (seniorAsked && told !== null && reached.length === 0) beyond = openings.filter(senior);
    if (seniorAsked && (told === null || reached.length > 0)) {
      openings = reached;
      filter = 'for experienced people';
    } else if (range) {
      // "the 2-4 yr one": the openings that ask for that range.
      const [, from, to] = range;
      openings = openings.filter((o) => new RegExp(`^${from}\\s*-\\s*${to}\\b`).test(o.experience));
      filter = `for ${from}-${to} years of experience`;
    } else if (told !== null) {
      openings = openings.filter((o) => minimumYears(o.experience) <= told);
      outgrown = openings.filter((o) => maximumYears(o.experience) < told);
      openings = openings.filter((o) => maximumYears(o.experience) >= told);
      filter = `for ${figureOfYears(told)} of experience`;
    }
  }
  const fields = FIELDS.filter(([asked]) => asked.test(q));
  // The field in the title ("Hardware design engineer"), or asked for ("Degree in electronics").
  const fitsField = ([asked, titled]: Field): ((o: SiteOpening) => boolean) => {
    const word = new RegExp(`\\b${q.match(asked)![0]}`, 'i');
    return (o) => titled.test(o.title) || o.requirements.some((r) => word.test(r));
  };
  // "Arduino and some PLC": two fields told, the openings of either.
  if (fields.length > 1) {
    const fits = fields.map(fitsField);
    openings = openings.filter((o) => fits.some((fit) => fit(o)));
    beyond = beyond.filter((o) => fits.some((fit) => fit(o)));
    outgrown = outgrown.filter((o) => fits.some((fit) => fit(o)));
    const names = fields.map(([asked, , shown]) => shown ?? q.match(asked)![0]);
    return { openings, filter: `${filter ?? ''} in ${names.join(' or ')}`.trim(), beyond, outgrown };
  }
  const field = fields[0];
  if (field) {
    const word = q.match(field[0])![0];
    openings = openings.filter(fitsField(field));
    beyond = beyond.filter(fitsField(field));
    outgrown = outgrown.filter(fitsField(field));
    // "8 years in azure": a technology one title names picks out that opening, not its whole field.
    const titled = openings.filter((o) => new RegExp(`\\b${word}\\b`, 'i').test(o.title));
    if (!FIELD_NAMES.has(word) && titled.length > 0) openings = titled;
    const shown = field[2] ?? word;
    const phrase = shown.startsWith('for ') ? shown : `in ${shown}`;
    filter = filter ? `${filter} ${phrase}` : phrase;
  }
  return { openings, filter, beyond, outgrown };
}

/** "a vacancy for a field service engineer": the role the visitor names, in their words. */
const ROLE_ASKED =
  /\b(?:for|as|hiring|recruiting) (?:a |an |the )?((?:[a-z&/-]+ ){0,3}(?:engineers?|programmers?|developers?|technicians?|designers?|analysts?|operators?|executives?|officers?|supervisors?|fitters?|electricians?|draughtsm[ae]n|draftsm[ae]n|accountants?|architects?|testers?|administrators?|scientists?|specialists?|consultants?))\b/;
const ROLE_FILLERS = /^(a|an|the|any|some|good|experienced|qualified|senior|junior|jr|fresher|trainee)$/;

/**
 * The role named, if no opening's title has all its own words ("field service engineer": no title
 * says "field" or "service"); "embedded engineer" is the Embedded Engineer opening.
 */
function roleNotListed(q: string): string | null {
  const role = ROLE_ASKED.exec(q)?.[1];
  if (!role) return null;
  const words = role.split(' ').filter((w) => !ROLE_FILLERS.test(w));
  const own = stems(words.join(' ')).filter((w) => !TITLE_WORDS.has(w));
  if (own.length === 0) return null;
  const listed = careers.openings.some((o) => {
    const title = new Set(stems(asTitles(o.title)));
    return own.every((w) => title.has(w));
  });
  return listed ? null : words.join(' ');
}

/** "which one should I go for?", "can I apply for anything?": an opening to choose, asked. */
const CHOICE_ASKED = new RegExp(
  String.raw`\b((anything|something) (open |suitable )?for (me|someone like me|my profile)|go for(?! (ipumpnet|it|this|that|the (system|product|solution|demo|model)|a demo|(the )?(${siteFacts.models.names.join('|').toLowerCase()}))\b)|apply (for|to|anywhere|somewhere)|(should|can|could) i (choose|pick|take|try)|suits? me|fits? me|(fit|right) for me)\b`,
);

/**
 * Whether a question asks about our openings or which to choose: "any opening for me?", "can I
 * apply anywhere?", "which role suits me?"; "which one fits me?" only from a job seeker (`said`:
 * the whole message and the question before it).
 */
export const asksAboutOpenings = (q: string, said = q): boolean =>
  ABOUT_OPENINGS.test(q) || (CHOICE_ASKED.test(q) && SEEKS_WORK.test(said));

/** Whether two words of a title follow each other in the question ("design lead", "the jr automation engineer post"). */
function saidTogether(q: string, title: string): boolean {
  const asked = stems(q);
  const own = new Set(stems(title));
  return asked.slice(1).some((w, j) => w !== asked[j] && own.has(w) && own.has(asked[j]!));
}

const applyLine = `Apply with the form on the ${PAGE.title} page: ${PAGE.url}`;

const answer = (lines: string[]): Answer => factAnswer(lines, applyLine, [PAGE]);

/** Visitors write "junior" where the titles say "Jr". */
const asTitles = (text: string): string =>
  normalise(text)
    .replace(/\bjunior\b/g, 'jr')
    .replace(/\btech\b/g, 'technical');

/** "the first one", "the last opening": an opening by its place in the list the earlier answer gave. */
const ORDINAL_OPENING = new RegExp(`${ORDINAL.source} (one|opening|job|role|post|position)\\b`);

/** The most words the requirements of several openings are given in whole. */
const SEVERAL_WORDS = 100;

export function answerAboutOpenings(query: string, context?: string): Answer | null {
  // "good job or not?" is praise, not a job.
  // "bearing and seal jobs", "junior engineers" on a station: work, not openings.
  const q = asTitles(query)
    .replace(/\b(good|great|nice|fine|excellent|brilliant|bad|poor|decent) job\b/g, '')
    // "do we need to hire a separate contractor?": a supplier the visitor hires, not our opening.
    .replace(
      /\b(hire|hiring|employ|engage) (a |an |any |our own |the |some )?(separate |third[- ]party |local |outside |extra )?(contractors?|vendors?|agenc(y|ies)|firms?|company|companies|electricians?|consultants?|integrators?|installers?|staff|people|operators?)\b/g,
      '',
    )
    .replace(
      /\b(seal|bearing|repair|maintenance|pump|motor|welding|fitting|site|field|odd|daily|routine)( and (seal|bearing|repair|maintenance|pump|motor))? jobs?\b/g,
      '',
    )
    // "is growth based on seniority like govt jobs?": other employers' jobs, set beside ours.
    .replace(
      /\b(like|as in|unlike|compared to|than) (in )?(a |the )?(govt|government|psu|public sector|bank|it|mnc|corporate|private|other) jobs?\b/g,
      '',
    );
  // "does the academy teach anything for plant operators, not just design engineers?": learners, not hires.
  if (ASKS_ABOUT_TRAINING.test(q) && !/\b(jobs?|openings?|vacanc\w*|hiring|hire|positions?|careers?|apply|salary)\b/.test(q)) return null;
  // "is there an age limit to join as a fresher?", "will my application be considered with my disability?": who may
  // apply, which the careers page's equal-opportunity line answers.
  if (EQUAL_OPPORTUNITY_ASKED.test(q)) return null;
  // "nothing for me then?": how to apply with no opening to name, which the careers page says.
  if (NO_OPENING_FITS.test(q)) return null;
  // The level and field the question asks for, if any, and the openings that fit them.
  const filtered = filterOpenings(q);
  let named = matchLabels(q, careers.openings, (o) => o.title, ASKS_REQUIREMENTS.test(q) ? 0.4 : 0.6, TITLE_WORDS);
  const namedHere = named.length > 0;
  if (
    named.length === 0 &&
    context &&
    (ASKS_REQUIREMENTS.test(q) ||
      /\b(that|this|the) (job|role|post|position|opening)\b|\b(the )?(first|second|third|last|that|this) one\b/.test(q))
  ) {
    // "what are the requirements for it?" after a question naming an opening.
    named = matchLabels(asTitles(context), careers.openings, (o) => o.title, 0.6, TITLE_WORDS).map((m) => ({ ...m, score: 1 }));
    // "Does that job involve going to sites?" after "any opening for freshers in embedded": the one it found.
    const found = filterOpenings(`${asTitles(context)} ${q}`);
    // "I have 1 year: what do they expect?" after the embedded openings: the one the level told picks, not the title named before.
    if (found.filter !== null && found.openings.length === 1 && (named.length === 0 || !found.openings.includes(named[0]!.item)))
      named = [{ item: found.openings[0]!, score: 1, found: 1 }];
    // "what experience do they want for the first one?" after the software openings: that one of the list.
    const place = ORDINAL_OPENING.exec(q)?.[1];
    const item = place && found.filter !== null && found.openings.length > 1 ? atPlace(found.openings, place) : undefined;
    if (named.length === 0 && item) named = [{ item, score: 1, found: 1 }];
    // "what qualification do they need?" after the openings for freshers: what each of those asks for.
    const several = found.filter !== null && found.openings.length >= 2 && found.openings.length <= 3;
    if (
      named.length === 0 &&
      several &&
      ASKS_REQUIREMENTS.test(q) &&
      /\b(they|them|those|these|both|each)\b/.test(q) &&
      !/\bwhich\b/.test(q)
    ) {
      const whole = found.openings.flatMap((o) => [
        `${o.title} (${o.experience} of experience) asks for:`,
        ...o.requirements.map((r) => `- ${r}`),
      ]);
      // Too long whole: what each asks for first (its qualification), the rest on the page.
      const first = [
        'What each of these openings asks for first:',
        ...found.openings.map((o) => `- ${o.title} (${o.experience}): ${o.requirements[0] ?? ''}`),
      ];
      return answer(countWords(whole.join(' ')) <= SEVERAL_WORDS ? whole : first);
    }
  }
  // "No experience yet, which one should I go for?" after a question about openings asks for them too.
  const asksOpenings =
    ABOUT_OPENINGS.test(q) ||
    (context !== undefined && ABOUT_OPENINGS.test(asTitles(context)) && filtered.filter !== null) ||
    // "1 year with 8051 and PIC: which one should I go for?": a level or field told, and a choice asked.
    (filtered.filter !== null && CHOICE_ASKED.test(q));
  if (!asksOpenings && named.length === 0) return null;
  // "how do I apply?" is the careers page's; "final year of electronics, can I apply for anything?" asks for the openings that fit.
  const choosingByLevel = filtered.filter !== null && CHOICE_ASKED.test(q) && !/\bhow\b/.test(q);
  if (
    ABOUT_APPLYING.test(q) &&
    !choosingByLevel &&
    !/\b(which|what|any|list|current|open)\b.*\b(jobs?|openings?|vacanc\w*|positions?|roles?)\b/.test(q)
  )
    return null;
  // "No experience yet, which one should I go for?": the openings for the visitor's level or field.
  // "Are you hiring embedded engineers?": every opening of the field, not the one titled so.
  // A field word in the title of the one opening named ("the sql server programmer job") picks out
  // that opening; "any embedded engineer jobs?", "hiring hardware engineers?" ask for the field.
  const fieldFromTitle =
    namedHere &&
    named[0]!.score >= 0.75 &&
    /\b(the|this|that)\b/.test(q) &&
    !/\b(any|hiring|hire|jobs|openings|vacancies|positions|roles)\b/.test(q);
  const choosing =
    !fieldFromTitle &&
    ((/\b(which|what|any)\b/.test(q) && filtered.filter !== null && !namedHere) ||
      (ABOUT_OPENINGS.test(q) && !ASKS_REQUIREMENTS.test(q) && filtered.filter !== null && filtered.openings.length > 1) ||
      // "a vacancy for an embedded engineer with 1 year experience": the Jr opening that fits, not the 2-4 year one named.
      (ABOUT_OPENINGS.test(q) &&
        filtered.filter !== null &&
        filtered.openings.length > 0 &&
        named.length > 0 &&
        !filtered.openings.includes(named[0]!.item)));
  // One opening named: what it asks for.
  // "what do they ask for in the 2-4 yr one?" after the embedded openings: the one both pick out.
  const pickedFromContext = !namedHere && named.length > 0 && ASKS_REQUIREMENTS.test(q);
  const asksOfNamed = namedHere && ASKS_REQUIREMENTS.test(q);
  // "what approach velocity should we design for in the channel leading to the pumps?" shares two
  // words with "Hardware design Lead", far apart: a title named in part is named in words side by side.
  if (!asksOpenings && !pickedFromContext && named.length > 0 && named[0]!.score < 0.99 && !saidTogether(q, named[0]!.item.title))
    return null;
  if (pickedFromContext || (!choosing && named.length > 0 && (named[0]!.score >= 0.99 || fieldFromTitle || asksOfNamed || !asksOpenings))) {
    const o = named[0]!.item;
    // "8 years in PCB design. Can I apply for the Hardware design Lead post?": the years it asks
    // for, beyond those told, and the openings the years reach in the visitor's field.
    const told = yearsTold(q);
    if (told !== null && minimumYears(o.experience) > told) {
      // The openings of the years and field told, the senior one named left aside.
      const { openings: fitting } = filterOpenings(q.replace(new RegExp(SENIOR_WORDS.source, 'g'), ' '));
      // Not the junior ones ("0-2 years") the years have outgrown.
      const fit = fitting.filter((x) => x !== o && minimumYears(x.experience) <= told && maximumYears(x.experience) >= told);
      return answer([
        `${o.title} asks for ${o.experience} of experience, more than the ${figureOfYears(told)} you have so far.`,
        ...(fit.length > 0 ? ['Openings your experience fits:', ...fit.map((x) => `- ${x.title} (${x.experience})`)] : []),
        'You are welcome to send your resume anyway.',
      ]);
    }
    return answer([`${o.title} (${o.experience} of experience) asks for:`, ...o.requirements.map((r) => `- ${r}`)]);
  }
  const { openings, filter, beyond, outgrown } = filtered;
  const role = filter === null && named.length === 0 ? roleNotListed(q) : null;
  // "6 years in PLC, which one fits me?": the field's one opening is for 0-2 years, so say so, not that it fits.
  if (openings.length === 0 && !role && outgrown.length > 0) {
    return answer([
      `We have no opening ${filter ?? ''} right now. ${outgrown.length === 1 ? 'The nearest one asks' : 'The nearest ones ask'} for less experience:`,
      ...outgrown.map((o) => `- ${o.title} (${o.experience})`),
      'You are welcome to send your resume anyway.',
    ]);
  }
  if (openings.length === 0 || role) {
    return answer([
      `We have no opening ${role ? `for ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}` : (filter ?? '')} right now. The current openings are:`.replace(
        '  ',
        ' ',
      ),
      ...careers.openings.map((o) => `- ${o.title} (${o.experience})`),
      'You are welcome to send your resume anyway.',
    ]);
  }
  // "which one should I go for and what do they expect?": the one that fits, and what it asks for.
  if (openings.length === 1 && filter && ASKS_REQUIREMENTS.test(q)) {
    const [o] = openings as [SiteOpening];
    return answer([
      `The opening ${filter} is ${o.title} (${o.experience} of experience). It asks for:`,
      ...o.requirements.map((r) => `- ${r}`),
    ]);
  }
  // "2.5 yrs of PCB layout... the lead one?": why the senior opening asked for is not among those that fit.
  const reach = beyond.map((o) => `${o.title} asks for ${o.experience} of experience, more than you have so far.`);
  return answer([
    ...reach,
    `We have ${openings.length} opening${openings.length === 1 ? '' : 's'}${filter ? ` ${filter}` : ''}:`,
    ...openings.map((o) => `- ${o.title} (${o.experience})`),
  ]);
}
