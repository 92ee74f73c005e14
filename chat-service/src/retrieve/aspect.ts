/**
 * The aspect a question asks about, from its wording: what something is, its symptoms, its
 * causes, how it is detected, or its remedies. Retrieval ranks the section with that heading
 * up; the answer engine quotes it.
 */

import { remembered } from '../remember.ts';

export type Aspect = 'definition' | 'symptoms' | 'causes' | 'detection' | 'remedies';

/** Lower case, one kind of apostrophe and space, chat shorthand spelled out; every wording rule reads this. */
export const normalise = remembered(5_000, (query: string): string => normaliseAfresh(query));

function normaliseAfresh(query: string): string {
  return (
    query
      .toLowerCase()
      .normalize('NFKC')
      .replace(/[’‘`]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      // Chat shorthand ("r u a bot", "pls"), spelled out so one wording rule covers both.
      .replace(/\b[a-z][a-z0-9]*\b/g, spelledOut)
  );
}

/** A word of chat shorthand spelled out ("wat" -> "what"); any other word as it is. */
export const spelledOut = (word: string): string => CHAT_SHORTHAND[word] ?? word;

const CHAT_SHORTHAND: Record<string, string> = {
  u: 'you',
  r: 'are',
  ur: 'your',
  pls: 'please',
  diff: 'difference',
  plz: 'please',
  thnx: 'thanks',
  thanx: 'thanks',
  wat: 'what',
  // Slips in the short question words, too short for the spelling mender.
  waht: 'what',
  whta: 'what',
  hw: 'how',
  hwo: 'how',
  wich: 'which',
  teh: 'the',
  whats: "what's",
  thats: "that's",
  wht: 'what',
  gud: 'good',
  gd: 'good',
  mrng: 'morning',
  morng: 'morning',
  nite: 'night',
  tnx: 'thanks',
  thnks: 'thanks',
  thnk: 'thank',
  tq: 'thanks',
  tysm: 'thanks',
  evng: 'evening',
  hllo: 'hello',
  namste: 'namaste',
  ttyl: 'bye',
  hru: 'how are you',
  wassup: "what's up",
  whatsup: "what's up",
  ge: 'good evening',
  tata: 'bye',
  alvida: 'bye',
  gn: 'good night',
  awsome: 'awesome',
  gr8: 'great',
};

/** Words only: letters, digits and inner apostrophes. */
export const tokens = (text: string): string[] => normalise(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];

/** The verbs of a question that asks how a quantity is calculated. */
const CALCULATE = String.raw`calculat\w*|comput(?:e|ed|ing)|work(?:ed)? out`;
const CALCULATION_WORD = new RegExp(`^(?:${CALCULATE})$`);
const CALCULATION_WORDS = new RegExp(`\\b(?:${CALCULATE})\\b`, 'gi');
/** "calculate", "computed": a word that asks how a quantity is found, naming none. */
export const asksCalculation = (word: string): boolean => CALCULATION_WORD.test(word);
/** The question without the words that ask how a quantity is found. */
export const withoutCalculationWords = (text: string): string => text.replace(CALCULATION_WORDS, ' ');

/** "How is NPSHa calculated?", "formula for specific energy": how a quantity is calculated. */
const ASKS_FORMULA = new RegExp(String.raw`\b(${CALCULATE}|(formula|equation) (for|of|to))\b`, 'i');
export const asksFormula = (query: string): boolean => ASKS_FORMULA.test(query);

/** Hinglish for "what do I do" after "kya": asks for the remedies, and names no topic. */
export const HINGLISH_WHAT_DO_I_DO = ['karu', 'karun', 'karoon', 'karen', 'karein', 'kare'] as const;
/** Hinglish "isko kaise roke?", "kaise bachayein?": how to stop or prevent it. */
export const HINGLISH_PREVENT = ['roke', 'rokein', 'roken', 'rokun', 'rokna', 'bachaye', 'bachayein', 'bachaayen', 'bachein'] as const;

/** "trimmed the impeller to cut the flow", "to reduce current": why something was done, not what to do now. */
const WHY_IT_WAS_DONE = String.raw`(?<!\b(trimmed|changed|replaced|reduced|fitted|installed|done|did|got|had|was|were)\b[^.?!,]{0,40}\bto )`;
/** "tightened the gland nuts fully to stop the dripping": what was done to stop it, not how to stop it now. */
const DONE_TO_STOP = String.raw`(?<!\b(?!(need|requir|want|plann|hop|decid|wish|us|suppos|ask|advis|expect|intend)\w*ed\b)\w{3,}ed\b[^.?!,]{0,40}\bto )`;

// Ordered: "what causes cavitation" is about causes, not a definition; "how does it detect
// bearing failure" is about detection, not remedies. "How is NPSHa calculated?" asks for the
// term's definition: the knowledge files give a quantity's formula where they define it.
const ASPECTS: [Aspect, RegExp][] = [
  [
    'detection',
    // "can it warn me before...", not "we noticed it after 20 minutes, what before restarting?".
    // "can it tell me when a bearing is about to fail?": told beforehand, not the symptoms.
    /\b(catch|caught|detect|spot|notice|flag|predict|find|warn|alert|tell)(es|s|ing|ed)? .*\b(early|before|in advance|in time)\b|\b(alert|warn|notify) (me|us|you|the operator|operators)\b|\b(tell|show|inform|let) (me|us|you|the operator|operators)( know)? when (to|it'?s time to) (replace|change|overhaul|repair|service)\b|\b(detects?|detected|detecting|detection|diagnos\w*|how (does|do|will|can|would) (it|ipumpnet|the system|your system|you) (know|find|tell|see|spot|catch|notice|pick)|monitor(ed|s)? for|spot(ted)?|early warning|alert (me|us|you)|warn (me|us))\b|\b(tell|show|inform|let|know|predict\w*|say)\b.{0,40}\b(is|are) (about|going|likely) to (fail|break|seize|trip|burst)\b/,
  ],
  // Hinglish: "kya karu?" (what do I do). And "alignment check kaise kare?" (how do I do it).
  [
    'remedies',
    new RegExp(
      String.raw`\b(kya|kaise|kese) (${HINGLISH_WHAT_DO_I_DO.join('|')}|kiya jaye|kiya jaaye)\b|\b(kaise|kese) (${HINGLISH_PREVENT.join('|')})\b`,
    ),
  ],
  [
    'remedies',
    new RegExp(
      String.raw`\b(check|inspect|look (at|for))\w* .*\bbefore (restart\w*|running|starting|returning|putting)\b|\b(fix(ed|es|ing)?|prevent(ed|ing|ion)?|(?<!without (\w+ )?)${DONE_TO_STOP}stop(ping)?(?! (the |our |a |my |any |all )?(pumps?|motors?|stations?|plant|system|supply|operations?|work)\b)|avoid(ed|ing)?|(?<!(^|[.?!] )(so |and |but )?(will|would|might) [^?.!]{0,60})${WHY_IT_WAS_DONE}reduce|reducing|cure|solve|solution|remed(y|ies)|(?<!\b(for|after|during|under|from|since|in) (the |a |its |their )?)repair(?! (shop|workshop|bay))|rectify|cure|get rid|deal with|what (should|can|do) (i|we) do|what (can|could|should|must) be done|what to do|how to handle|overcome|minimi[sz]e|eliminate|protect|precautions?|safeguards?|${WHY_IT_WAS_DONE}cut|(?<!\bwhy (is|are|was|were|does|do|did) [\w ]{0,40})(?<!\b(is|are|was|were|be|been|seems?|looks?|reads?|reading|got|gets|getting|became|becomes|bit|much|slightly|little|lot|even|far|way|and|or) )lower(?! than)|save|(better|right|proper|correct|smarter) way|(better|best) alternative|saving|improve|ways to|(?<!\b(we|i|they|he|she|fitters?|operators?|electricians?) (have |had |has )?\w+ed( (it|them|this|that|the \w+))? )(properly|correctly)|last longer|extend (the |its )?life|prolong|so it (does ?n[o']?t|dont|won'?t) (fail|happen)|(failing|happening) again(?! and again)|is there (a|an|any) (\w+ ){1,2}(we|i|you) (can|could|should) (put|use|apply|fit|add|install|try)|is there (a|an|any) (\w+ ){0,2}(type|kind|design|sort|version|variant)s? (of \w+ )?(that|which) |what (else )?(can|could|should) (we|i) (fit|install|add|put in|try)(?! (it|ipumpnet|the (system|sensors?|product|edge unit)|your|on|for|in)\b)|harder to (mess up|get wrong|damage|ruin)|less (prone|likely) to (fail\w*|go wrong|be damaged|break)|(easier|simpler) to (fit|install|set up|get right)|(fool|idiot|mistake)[- ]?proof|can (we|i) (coat|line|paint|treat|protect)|(which|what) (\w+ ){0,2}(materials?|metals?|alloys?|coatings?) ((is|are|would be|will be) )?(better|best|suited|suitable|recommended|right|should|to (use|choose|select|go for)|do you (recommend|suggest))|(better|best|right|suitable|recommended) (materials?|grades?|metals?|alloys?|coatings?)\b)\b`,
    ),
  ],
  [
    'causes',
    // Hinglish too: "kyun?" (why), "kya problem hai?" (what is the problem).
    /\b(kyun|kyu|kyon|kya (problem|samasya|karan|kaaran|wajah|dikkat)|kya galat (hua|ho ?gaya|kiya|hai)|what (does|do|could|might|would|can) (that|this|it|these|those|the (rise|drop|trend|reading|readings)) (point to|point towards|indicate|suggest|signal|hint at)|where (do|should|can|would) (we|i|you|one) (even )?(start|begin)( looking| checking| to look| to check)?|why(?! (would|should|do|does|will|must) (i|we|you|one|anyone|they) (even )?(need|want|use|buy|pay for|choose|go for)\b)|what (is|'s) (this|that|it) (called|known as)|what do (you|we|they) call (this|that|it)|causes?|caused|causing|reasons?|what makes|leads? to|(related|connected|linked)( to (it|this|that|each other))?(?=\s*[?.!]*$)|(a |just )?(coincidence|coincidental)(?=\s*[?]+)|(is there |any |a )(link|connection|relation)( between [\w ]{1,40})?(?=\s*[?.!]*$)|what (could|might|can|would) be (common|the common (cause|factor|thread|link))|(can|could|might|would) (that|this|it) be (it|the (cause|reason|culprit|problem))(?=\s*[?.!]*$)|(?<=[.!?,] )how( come)?(?=\s*\?+\s*$)|common (cause|factor|thread|link|reason)s?|(is|are|could|can|might) (this|that|these|those|they|it|the two|both) (be )?(related|connected|linked)|(risk|chance|likelihood|danger) of [\w ]{0,30}(go(es)? up|increases?|rises?|higher)|(risk|chance|likelihood)s? (go(es)? up|increases?|rises?)|(raises?|increases?|adds? to|ups?) the (risk|chance|likelihood)|more (likely|prone) to|results? in|due to|root cause|source of|what (\w+ )?(kills|destroys|ruins|wrecks|eats|breaks)|what (should|would|could|do|can|might) (we|i|you|one) suspect|what (did|could|might|have|has) (they|we|he|she|it|the \w+) (miss|missed|overlook|overlooked|forget|forgotten|get wrong|got wrong|do wrong|done wrong)|what (are|am|is|were|was) (we|i|they|he|she|the \w+) doing wrong|(likely|usual|main|prime) (culprits?|suspects?)|what (could|might|may|can) (be )?(eating|eat|draining|drain|wasting|waste|burning|killing|kill|wrecking|wreck|ruining|destroying|damaging)|what('?s| is| could be| might be) behind\b|kill(s|ing)? (the |our |my )?\w+ (so |this |that )?(fast|quickly|early|soon)|what (has |have )?happened\b(?! (to|if|when|after)\b)|what('?s| is) (going on|happening|wrong|the (problem|issue|matter))|what (could|might|can) (it|this|that) be|what (could|might|can) be (wrong|the (problem|issue|cause|reason))|what (could|might|may|can) (have )?(gone|go) wrong|what went wrong|what goes wrong(?! (if|when|by)\b)|how (is|was) (that|this|it) (even )?possible|how (could|can|did|does) (that|this|it) (even )?happen)\b/,
  ],
  [
    'symptoms',
    /\b(making (a|an|this|that) (\w+ )?(noise|sound)|by (listening|ear|hearing|its sound)|listen(ing)? (to|for)|how (does|do|will|would|should) (it|this|that|a [\w-]+( pump)?) sound|(strange|weird|loud|odd|unusual) (noise|sound)|signs?|symptoms?|tell if|(?<!\b(let|make) (\w+ ){0,3})know (if|when|that)|recogni[sz]e|identify|indications?|look like|sounds? like|warning signs?|noticed|how can i tell)\b/,
  ],
  [
    'definition',
    new RegExp(
      String.raw`^(so )?(what|wat|wht)('s| is| are| does| do)\b|[.?!"] +(so )?(what|wat|wht)( is| are|'s) (?!(going|happening|wrong|up|the (problem|issue|matter|reason|cause))\b)(a |an |the )?[\w-]+( [\w-]+)?\s*\?*\s*$|\bwhat does .+ mean\b|\bmeaning of\b|\bdefin(e|ition)\b|\bexplain\b|\bwhat do you mean by\b|\btell me about\b|\bwhat exactly\b|\bwhat (happens|will happen|would happen|can happen)\b|\b(full form|stands? for|abbreviation|acronym)\b|^(so |and |but |ok )*how (does|do|will|would) (it|this|they|a|an|the|your)? ?[\w-]+( [\w-]+)? (actually |really |basically )?work\b|\b(how|where) (do|does|can|could|would|should|to|is|are|will)\b.{0,40}\b(${CALCULATE})\b|\b(formula|equation) (for|of|to (${CALCULATE}|find|get))\b`,
    ),
  ],
];

/** Words of the section heading each aspect points at, as the knowledge files write them. */
export const ASPECT_HEADING_WORDS: Record<Aspect, string> = {
  definition: 'what it is',
  symptoms: 'symptoms',
  causes: 'causes',
  detection: 'detects',
  remedies: 'remedies',
};

/** "What is the BEP and why should pumps run near it?": the definition first, its reason after. */
const DEFINITION_THEN_WHY =
  /^(so )?(what|wat|wht)(?:('s| is| are) (a |an |the )?([^?,]{2,50})|( does| do) (a |an |the )?([^?,]{2,50}) (?:mean|stand for))(,? and|,) (why|how come|does|do|is|are|can|how (does|do) (it|they|this|that) work|how (is|are))\b/;

/** "how do I tell if ...", "how to know whether ...": a question about the signs. */
const KNOW_IF =
  /\bhow (to|do|can|could|would|will|should) ((i|we|you|one) )?(know|tell|check|find out|confirm|make out|identify|be sure)\b.{0,25}\b(if|whether)\b|\bhow (do|can|could|would|will|should) (i|we|you|one) (know|tell|be sure)( that)? (my|our|the|a|an|this|that) (\w+ ){0,3}(is|are|has|have|was|were) (\w+ing|\w+ed|worn|bent|damaged|loose|failing|cavitating|overheating|leaking)\b/;

/**
 * A question about what a trouble does to the pump ("what happens if it runs dry?", "how much
 * damage can it do?", "what else gets damaged?"): the knowledge files say it in passing, in a
 * page's opening or its definition, not under a heading of its own.
 */
const CONSEQUENCE =
  /\b(what|how much|any|much|more|further|lasting|permanent|long[- ]term|serious) (\w+ )?damage\b|\b(have|has|it) damaged\b|\bdamaged (anything|something)\b|\bdamag(e|es|ing) (the |a |an |our |my |your |other )?\w+|\b(what|which parts?|anything) (else )?(gets?|will get|would get|can get|could get|is|are) (damaged|harmed|affected|ruined)\b|\bwhat (happens|will happen|would happen|can happen|could happen)\b|\bwhat (goes|can go|could go|will go|would go) wrong (if|when|by)\b|\bconsequences?\b|\beffects? (of|on)\b|\bthere (be|is|was|been) (\w+ )?damage\b|\b(is|are) (it|this|that) (harmful|bad|dangerous|damaging|risky) for\b|\b(is|are) (it|this|that) (harmful|dangerous|damaging) to (the|my|our|a|an|its)\b|\b(is|are) (it|this|that) harmful\b|\bhow (bad|serious|dangerous) (is|are)\b/;

export const asksConsequence = (query: string): boolean => CONSEQUENCE.test(normalise(query));

/** "What is cavitation, and how do we avoid it?": what it is, then another aspect of it. */
const DEFINITION_THEN_ASPECT =
  /^(so )?(what|wat|wht)('s| is| are) (a |an |the )?([^?,]{2,50}?)(,? and|,|\?( and)?) (how|what|why|can|do|does|is|are|where|when|which)\b/;

/** The term a question asks to define before it asks something else about it, else null. */
export function definedBefore(query: string): string | null {
  return DEFINITION_THEN_ASPECT.exec(normalise(query))?.[5] ?? null;
}

/** "How is NPSH available calculated for a pump lifting from a sump?": the quantity asked for. */
const CALCULATED = new RegExp(
  String.raw`\bhow (?:is|are|do (?:you|we|i)|does one|to|can (?:i|we)) (?:(?:${CALCULATE}) )?(?:the )?([\p{L}\d-]+(?: [\p{L}\d-]+){0,2}?) (?:${CALCULATE})\b|\b(?:${CALCULATE}|formula for) (?:the )?([\p{L}\d-]+(?: [\p{L}\d-]+)?)(?=(?: [\p{L}\d³/-]+){0,3}? (?:for|of|in|when|from|at|with)\b|[?.]*$)`,
  'u',
);

/** The quantity a question asks how to calculate ("specific energy"), else null. */
export function calculatedQuantity(query: string): string | null {
  const calculated = CALCULATED.exec(normalise(query));
  return calculated ? (calculated[1] ?? calculated[2] ?? null) : null;
}

/** "What is the BEP and why should pumps run near it?": one thing, defined and then explained. */
export const definesThenExplains = (query: string): boolean => DEFINITION_THEN_WHY.test(normalise(query));

/** The term a "what is X and why ..." (or "how is X calculated ...") question defines first, else null. */
export function definedFirst(query: string): string | null {
  const m = DEFINITION_THEN_WHY.exec(normalise(query));
  return m ? (m[5] ?? m[8] ?? null) : calculatedQuantity(query);
}

/** "how does a VFD save energy", "what does a VFD do to save energy": a named thing's working, not what the visitor should do. */
const HOW_A_THING_HELPS =
  /(^|[.?!,] |\b(so|ok|and|but) )(how (does|do|can|could|will|would)|where (does|do|will|would|can)|what (does|do)|will|would|does|do|can|could) (a |an |the )?(?!(i|we|you|u|one|it|this|that|they|there|ipumpnet|your|our|my)\b)(?<thing>[\p{L}\d-]+( (?!(always|really|actually|still|even|also)\b)[\p{L}\d-]+)?) ((always|really|actually|still|even|also) )?((do|does) (to|for) )?(save|saves|reduce|reduces|cut|cuts|lower|lowers|improve|improves)\b/u;

/** The thing a "how does a VFD save energy?" question asks about ("vfd"), else null. */
export const thingThatHelps = (query: string): string | null => {
  const m = HOW_A_THING_HELPS.exec(normalise(query));
  return m?.groups?.thing ?? null;
};

/**
 * "does the system only give an alarm, or does it also tell us the reason?": what the product
 * says of a cause, asked; no cause of a trouble is asked.
 */
export const PRODUCT_TELLS_CAUSE =
  /\b(does|do|will|would|can|could|is) (the |your |this )?(system|software|ipumpnet|ai|it|platform|dashboard|tool)\b.{0,40}\b(tell|tells|give|gives|show|shows|find|finds|say|says|suggest|suggests|identify|identifies|point out|diagnose|explain)( us| me| you| the operators?)?( also)? (the |a |its )?(probable |likely |root |actual |exact )?(reasons?|causes?|why)\b/;

export function aspectOf(query: string): Aspect | null {
  // "and what is the minimum submergence?": a follow-up's "and" leaves the kind of question as it is.
  const q = normalise(query).replace(/^(and|also|ok|okay|so|but|then)( (and|so|then))? (?=(what|wat|wht|how)\b)/, '');
  if (DEFINITION_THEN_WHY.test(q)) return 'definition';
  // "after the repair, how to know if the shaft is bent?": the signs, though "repair" names a fix.
  if (KNOW_IF.test(q)) return 'symptoms';
  // "how does a VFD save energy?": how a thing works, not what the visitor should do.
  if (HOW_A_THING_HELPS.test(q)) return null;
  if (PRODUCT_TELLS_CAUSE.test(q)) return null;
  // "we close the suction valve to cut the flow. is that a problem?": the purpose of what was
  // done is no fix asked for; the question judges the practice.
  const asked = PRACTICE_JUDGED.test(q) ? q.replace(PURPOSE_OF_A_PRACTICE, ' ') : q;
  const aspect = ASPECTS.find(([, pattern]) => pattern.test(asked))?.[0] ?? null;
  // "can I cut the flow by closing the suction valve instead of the discharge valve?": one way of
  // doing it judged against another, not a fix asked for.
  return aspect === 'remedies' && weighs(q) ? null : aspect;
}

/** "can I ... instead of ...", "should we ... rather than ...": a practice weighed against another. */
const ONE_WAY_OR_ANOTHER =
  /^(so |but |and |ok )?(can|could|should|may|is it (ok|okay|fine|alright) to) (i|we|one|you)?\b[^?]*\b(instead of|rather than|instead (?=(to|so as to|in order to) ))/;
/**
 * Whether a question weighs one way of doing a thing against another: it asks for a verdict.
 * "throttle the suction valve instead to cut the flow" names the purpose both ways share.
 */
export const weighsOneWayAgainstAnother = (query: string): boolean => weighs(normalise(query));
/** "the operators close the suction valve instead of the delivery valve. Any harm in that?": a practice told, then judged. */
const weighs = (q: string): boolean =>
  ONE_WAY_OR_ANOTHER.test(q) || (PRACTICE_JUDGED.test(q) && (/\b(instead of|rather than)\b/.test(q) || OTHER_WAY_UNAVAILABLE.test(q)));
/** "...because the delivery valve is jammed": the usual way ruled out, so the one told is done instead of it. */
const OTHER_WAY_UNAVAILABLE =
  /\b(because|since|as) (the |our )?(\w+ ){0,2}(valve|one|pump|drive|vfd) (is |was |has been |got )?(jammed|stuck|seized|broken|not working|out of order|hard to reach|inaccessible|damaged)\b/;

/** "...is that a problem?", "is this ok?": a judgement of what the visitor does. */
const PRACTICE_JUDGED =
  /\b(is|isn'?t) (that|this|it|doing (that|this|so)) (really )?(a problem|an issue|ok|okay|fine|bad|wrong|harmful|dangerous|risky|a good idea|good practice|correct|right|acceptable|safe)\b|\b(any|is there (any|a)) (harm|risk|problem|issue|damage) (in|with|from|to) (that|this|it|doing (that|this|so))\b|\b(any|is there (any|a)) (harm|risk|problem|issue|damage)(?=\W*$)/;
/** "to cut the flow", "so as to save power": why the visitor does it. */
const PURPOSE_OF_A_PRACTICE =
  /\b(to|so as to|in order to) (cut|lower|save|reduce|minimi[sz]e|improve|protect|avoid|prevent|control|regulate|limit|fix)\b/g;
