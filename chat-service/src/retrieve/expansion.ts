/**
 * How visitors ask versus how the knowledge files are written.
 *
 * 1. A small thesaurus maps visitor words to the words the knowledge base uses ("book a demo"
 *    -> "request a demo", "price" -> "fees"). A term and its synonyms count as one term in the
 *    gate, so a synonym never makes a question look more covered than it is.
 * 2. Intent hints: the failure-mode pages (and others) share section headings such as Causes,
 *    Symptoms, Remedies and "What it is". A "why ..." question is about causes, a "how do I
 *    fix ..." question about remedies. A hint only adds a heading-column clause to the BM25
 *    query (ranking); it never counts towards the relevance gate.
 *
 * Extend both tables when the eval shows visitors using words the files do not.
 */

const THESAURUS: Record<string, string[]> = {
  fail: ['failure', 'failures'],
  fails: ['failure', 'failures'],
  failing: ['failure', 'failures'],
  book: ['request'],
  booking: ['request'],
  hiring: ['openings'],
  hire: ['openings'],
  vacancies: ['openings'],
  vacancy: ['openings'],
  jobs: ['openings'],
  job: ['openings'],
  cv: ['resume'],
  signup: ['enrol'],
  register: ['enrol'],
  enroll: ['enrol'],
  join: ['enrol', 'apply'],
  kept: ['stored'],
  keep: ['stored'],
  leaking: ['leakage'],
  leaks: ['leakage'],
  leak: ['leakage'],
  overheating: ['overheats'],
  overheat: ['overheats'],
  bent: ['damaged'],
  spacing: ['apart'],
  apart: ['spacing'],
  price: ['priced', 'pricing'],
  prices: ['priced', 'pricing'],
  cost: ['priced', 'pricing'],
  reply: ['respond'],
  email: ['e-mail'],
  telephone: ['phone'],
  call: ['phone'],
  training: ['academy', 'course'],
  courses: ['academy'],
  shaking: ['vibration'],
  shakes: ['vibration'],
  shake: ['vibration'],
  wobble: ['vibration'],
  wobbling: ['vibration'],
  rattling: ['vibration', 'noise'],
  rattle: ['vibration', 'noise'],
  electricity: ['power', 'energy'],
  bill: ['energy', 'consumption'],
  bills: ['energy', 'consumption'],
  shut: ['closed'],
  delivery: ['discharge'],
  rust: ['corrosion'],
  rusting: ['corrosion'],
  rusty: ['corrosion'],
  rusted: ['corrosion'],
  bep: ['best', 'efficiency'],
  parts: ['components'],
  industries: ['applications'],
  industry: ['applications'],
  sectors: ['applications'],
  internet: ['communication', 'connectivity'],
  offline: ['communication', 'connectivity'],
  host: ['hosting', 'hosted'],
  servers: ['server', 'premises', 'on-premises'],
  server: ['premises', 'on-premises'],
  founded: ['founders', 'background'],
  started: ['founders', 'background'],
  founder: ['founders'],
  grease: ['lubrication', 'lubricant'],
  greased: ['lubrication', 'lubricant'],
  greasing: ['lubrication', 'lubricant'],
  vortex: ['vortices'],
  vortices: ['vortex'],
  deep: ['submergence', 'depth'],
  depth: ['submergence'],
  crackling: ['gravel', 'cavitation'],
  popping: ['gravel', 'cavitation'],
  gravel: ['cavitation'],
  marbles: ['gravel', 'cavitation'],
  ac: ['air', 'conditioning'],
  hvac: ['air', 'conditioning'],
};

export function synonymsOf(term: string): string[] {
  return THESAURUS[term] ?? [];
}

interface IntentRule {
  pattern: RegExp;
  /** Words of the section heading the intent points at (matched as a phrase in headings). */
  heading: string;
}

const INTENTS: IntentRule[] = [
  { pattern: /\b(why|causes?|caused|reasons?)\b/, heading: 'causes' },
  { pattern: /\b(fix|fixing|prevent|prevented|stop|avoid|reduce|cure|solve|remed(y|ies)|repair)\b/, heading: 'remedies' },
  { pattern: /\b(signs?|symptoms?|tell if|know if|recogni[sz]e|sounds?|noisy)\b/, heading: 'symptoms' },
  { pattern: /^\s*what\s+(is|are)\b|\bwhat does .* mean\b|\bdefin(e|ition)\b/, heading: 'what it is' },
  { pattern: /\b(detects?|detected|detection|monitor(s|ed)?|spot)\b/, heading: 'detects' },
];

/** Heading phrases the question's wording points at. */
export function intentHeadings(query: string): string[] {
  const q = query.toLowerCase();
  return INTENTS.filter((rule) => rule.pattern.test(q)).map((rule) => rule.heading);
}
