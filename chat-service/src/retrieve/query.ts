/**
 * Turns a visitor's question into search terms: lower-cased words without the function words
 * and chat filler ("what", "tell me about") that carry no topic. FTS5 does the stemming.
 */

import { HINGLISH_PREVENT, HINGLISH_WHAT_DO_I_DO, PRODUCT_TELLS_CAUSE, spelledOut } from './aspect.ts';

const STOPWORDS = new Set([
  ...`a about above after again against all am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each few for from further had hadn't has hasn't have haven't having he her here hers herself him
  himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most
  mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same
  shan't she should shouldn't so some such than that that's the their theirs them themselves then there
  there's these they this those through to too under until till up very was wasn't we were weren't what
  what's whats thats hows wheres whos when where which while who whom why will with won't would wouldn't you your yours yourself
  yourselves also get got may might must shall us tell explain describe please know want like need
  give show help hi hello hey thanks thank regarding anything something thing things kind sort mean
  means meant much many far long based wrong going happen happens lot really way ways
  bad badly worse worst terrible awful weird strange suddenly lately recently keeps ok okay issue issues
  actually basically literally honestly seriously simply definitely probably maybe perhaps quite rather
  pretty somehow anyway anyways without feel feels seem seems seemed vs versus worried worry worries afraid scared
  already another directly gets getting gotten gives giving gave given enough say says said saying people everyone everybody someone somebody
  usual usually taking making sir sirji madam maam ma'am dear bhai bro ji kindly
  morning mornings evening evenings afternoon afternoons daytime
  doesnt dont isnt didnt arent wasnt werent hasnt havent shouldnt wouldnt couldnt
  hai hain ho se ki ka ke ko aur bhi jaise kya kyun kyu nahi nahin mein par rahi raha rahe tha thi the gaya gayi
  kar karta karti karte hota hoti hote ab bahut hamara hamari hamare mera meri mere yeh ye woh wo pe sirf sakta sakte sakti skta
  tak uske uski uska andar jaata jaati jata jati isko usko inko unko
  s t d ll re ve m`.split(/\s+/),
  ...HINGLISH_WHAT_DO_I_DO,
  ...HINGLISH_PREVENT,
]);

/** "what I type", "the messages we enter": the visitor's own words, which name no topic ("browser type"). */
const VISITOR_TYPES =
  /\b(what|whatever|everything|anything|things|the stuff|stuff|messages?|words) (i|we|you) (type|typed|write|wrote|enter|entered|put)\b/i;

/** "the details I fill in the form": what the visitor enters, which names no topic (the Enquiry form's own fields); what becomes of it is a submission. */
const VISITOR_ENTERS =
  /\b(the |my |our |all )?(details|data|information|info|things|stuff) (i|we) (fill|filled|enter|entered|submit|submitted|give|gave|provide|provided|put|send|sent)( in| into| on| out)?\b/i;

/** "for my college mini project", "for a thesis": what a student needs the answer for, not a topic (no model "Mini", no water project). */
const STUDY_PURPOSE =
  /\b(i'?m|i am|we are|we're) (a |an )?((final[- ]year|first[- ]year|second[- ]year|third[- ]year|be|b\.?e\.?|b\.?tech|m\.?tech|diploma|iti|engineering|mechanical|civil|electrical|college|university|phd|research) )*(student|students|scholar|scholars|intern)( of [\w.]+)?( (doing|working on|writing|preparing|making) (a |an |my |our )?((mini|final[- ]year|college|school|academic|research|small) )*(project|thesis|report|assignment|seminar|dissertation)( on| about| regarding)?)?|\bfor (my|our|a|an|the) ((college|school|university|uni|final[- ]year|mini|academic|class|b\.?tech|m\.?tech|diploma|engineering) )+(project|assignment|report|presentation|seminar)s?\b|\bfor (my|our|a|an|the) ((college|school|university|final[- ]year|academic|engineering) )*(thesis|homework|dissertation|exams?|viva)\b/i;

/** "i have ITI electrician certificate": the visitor's own qualification, not the hardware's certifications. */
const VISITOR_QUALIFICATION =
  /\b(i|we) (have|hold|got|did|completed|finished|passed) (a |an |my |the )?([\w.]+ ){0,3}(certificates?|certifications?|degree|diploma|qualifications?)\b/i;

/** "kindly share the details of your product": a request to be told, as "tell me about" is, not about details shared (not "do you share my details?"). */
const SEND_DETAILS =
  /\b(share|send|give|provide|forward|mail)( me| us)? (the |your |some |more |complete |full |all )?(details|info|information|particulars)( of| about| on| regarding| for)?\b/i;

/**
 * "the difference between NPSHa and NPSHr", "suction head vs lift, what's the diff": a comparison
 * asked for, whose "difference" is no topic (not "total static head is the difference in elevation").
 */
const COMPARISON_ASKED = new RegExp(
  String.raw`diff(?:erence)?s?(?=\s+(?:between|b\/w|btw)\b)|(?<=\b(?:what'?s|what is|what are|whats) (?:the )?(?:main |key |real |exact |basic )?)diff(?:erence)?s?\b(?!\s+(?:in|of)\b)|(?<=\b(?:vs|versus)\b.{0,60})\bdiff(?:erence)?s?`,
  'gi',
);

/**
 * Phrases that say how to answer, not what about: "in simple terms" is no question about the
 * terms and conditions, "VFD full form?" none about a web form, "what does NPSH stand for?" none
 * about what stands in for what, "what exactly does your company do?" none about what is exact,
 * "how do you measure efficiency on site" none about the site a station needs, "but the pump is
 * fine" no trouble of the pump's, nor "but flow is the same" one of the flow's; nor
 * are the visitor's own words, nor what a student needs it for.
 */
const NOT_A_TOPIC = new RegExp(
  `${VISITOR_TYPES.source}|${VISITOR_ENTERS.source}|${STUDY_PURPOSE.source}|${VISITOR_QUALIFICATION.source}|${SEND_DETAILS.source}|\\b(full form|stands? for|short for|(in )?(very )?(simple|plain|easy|layman'?s?|lay|basic|short|brief|few) (terms|words|english|language)|(?<=\\b(measur|test|check|calculat|determin|assess|monitor)\\w*\\b.{0,40})\\b(on|at) (the )?site\\b|in a nutshell|in short|in brief|apart from|other than|(but|while|though|although) (the |our |my |its )?([\\w-]+ ){0,2}(is|are|seems?|looks?|sounds?|feels?|is running|runs?) (completely |perfectly |totally |still |just )?(fine|ok|okay|normal|alright|all right|smooth|quiet|the same|unchanged|steady|same as before)|briefly|(since|for (the )?(last|past)) (yesterday|last (week|month|night|year)|(a|one|two|three|four|few|couple of|\\d+) (days?|weeks?|months?|hours?))|(?<=\b(why|what|how|who|where) )(on earth|the hell|in the world)|(sounds?|seems?|looks?|feels?) like (an? )?(overkill|gimmick|too much|a lot)|in (one|a|1|two|2|three|3|a few|few) (lines?|sentences?|words?|paras?|paragraphs?|points?)|(?<=what )exactly|for a layman|for a (beginner|student|layman|non-engineer)|like i'?m (five|5|a (child|kid|beginner)))\\b`,
  'gi',
);

/** The question without the phrases that say how to answer it ("NPSHa vs NPSHr in short"). */
export const withoutManner = (query: string): string => query.replace(NOT_A_TOPIC, ' ');

/** "kWh per m3", "units per cubic metre": what the knowledge base calls specific energy (defined in passing). */
export const SPECIFIC_ENERGY_WORDS =
  /\b(kwh|units|energy|power)\s*(per|\/|a|for (each|every|one))\s*(m3|m³|cubic (metre|meter)|cum|kilolit(re|er)|kl|ml|mld)\b/i;

/** "on my phone", "to our junior engineer's phone": a phone to look at things on (the mobile app), not a number to call. */
export const ON_A_PHONE =
  /\b(on|from|using|with|via|through|in|to) (my|the|a|your|our|any|their|his|her) (\w+ ){0,2}(\w+'s )?(phones?|mobiles?|smartphones?|cell ?phones?)\b/i;

/** "if a pump trips at 2 am how will the duty engineer come to know?", "how are alarms sent?": how people are told of a fault. */
export const TOLD_OF_A_FAULT =
  /^(?=.*\b(trip\w*|fail\w*|stop\w*|breaks? down|broke down|fault\w*|problem|goes down|went down|abnormal\w*|runs? dry|alarm\w*)\b).*\b(how|will|would|do|does|can|when)\b.{0,60}\b(come to know|get to know|(anyone|anybody|someone|somebody|we|i|the operators?|our (team|staff|operators?)) (find out|know|knows|hear (about|of) it)(?= *([?,.!]|$|and\b|in time\b|at once\b|quickly\b|about it\b))|be (informed|notified|alerted|told|warned)|get (informed|notified|alerted|warned|an? (alarm|alert|message|sms|text|call|notification)))\b|\b(alarms?|alerts?) (are |is |be |get |gets )?(sent|send|delivered|received|communicated|passed on|raised to)\b|\b(send|sends|receive|receives|get|gets) (the |an? )?(alarms?|alerts?)\b/i;

/** "what figures do you quote for life extension?": figures the company states, not a price quote. */
export const QUOTED_AS_CITED =
  /\b(figures?|numbers?|stat\w*|percentages?|savings?|results?|what) (do|does|did|would) (you|u|aquaflow|your (company|team|website)) (usually |typically )?quote\b/i;

/**
 * Phrases whose topic the knowledge base names in a word of its own, though their words are
 * function words or mean something else alone.
 */
/** "can the remaining be added later?", "start with one station as a trial": stations added in phases. */
export const ADDED_LATER =
  /\b(add|added|adding)\b.{0,30}\b(later|afterwards|next year|as we grow|in phases|phase ?wise|step by step)\b|\b(start|begin)\b.{0,20}\bwith (just |only )?(one|1|a few|two|2|three|3|\d+) (station|stations|site|sites)\b|\b(rest|remaining|others?|balance)( stations)? (later|next year|afterwards)\b|\bin phases\b|\bphase[- ]?wise\b|\b(try|trial|test|pilot)\w*\b.{0,40}\b(on|with|at|in) (just |only )?(one|1|a single|a few|two|2)\b.{0,60}\b(later|the rest|remaining|others|expand|scale|grow|add|bring in)\b/;

/**
 * "any upper age limit?", "am I too old?", "with a hearing disability, will I be considered?", "do you hire
 * women engineers?": whether a trait beyond skill bars an applicant, which the equal-opportunity line answers.
 */
/** "nothing for me then?", "no opening fits me, can I still apply?": an application with no opening to name. */
export const NO_OPENING_FITS =
  /\b(nothing|none|no (opening|job|role|post|position|vacanc\w*)s?)\b.{0,25}\b(for me|fits?( me)?|suits?( me)?|matches( me)?|for my (profile|background))\b|\b(still|anyway) (apply|send (my |a )?(resume|cv))\b|\b(apply|send (my |a )?(resume|cv)) anyway\b/i;
export const EQUAL_OPPORTUNITY_ASKED =
  /\b((upper |maximum |max )?age (limit|bar|criteria|restrictions?|cut-?off)|too old|(upper|maximum|max) age|my age|disabilit(y|ies)|disabled|handicap\w*|differently[- ]abled|pwd|physically (challenged|impaired)|(hearing|visual|visually|speech) (impair\w*|loss)|deaf|wheelchair|(women|woman|female|girls?|lady|ladies) (candidates?|engineers?|applicants?|freshers?)|(hire|hiring|recruit\w*|take|accept) (women|females|girls|ladies)|my (religion|caste|community|gender)|\d{2} ?(years?|yrs?)[- ]old|(a |an )?(woman|female|lady|mother|mom) (\w+ )?(engineers?|candidates?|applicants?|professionals?)|career break|(restart|restarting|resume|resuming|return|returning to) my career|someone like me)\b/;

/** "SCADA already alarms at 7.1 mm/s, why would I need AI on top?": what the product adds to an alarm the visitor has, asked. */
export const ADDED_TO_ALARMS =
  /^(?=.*\b(alarms?|thresholds?|set ?points?|limits?|trips?)\b)(?=.*\b(why (would|should|do|does|will) (i|we|you|one) (even )?(need|want|use)|what (extra|more|else|additional)|what'?s the (use|point|benefit)|what is the (use|point|benefit)|(on top|over and above|in addition)\b))(?=.*\b(ai|machine learning|ml|artificial intelligence|ipumpnet|your (system|product|software|solution|ai))\b)/i;

/**
 * "are we committed to buy if we request a demo?", "is submitting that form some kind of order?":
 * what sending a form binds the visitor to, which the terms answer.
 */
/**
 * "will this work on our old KSB pumps?": fitting the existing pumps. "do we have to change our
 * pumps for it?": the same question from the other side. "we have two pumps, can you monitor
 * them?": the visitor's own pumps, whatever they are.
 */
export const THEIR_PUMPS_FITTED =
  /\b(old|older|existing|present|installed|current) (\w+ ){0,2}(pumps|motors|pump sets|pumpsets)\b|\b(change|replace|modify|swap|alter)\w* (our|my|the|your|any) (\w+ )?(pumps|motors|pump sets|pumpsets)\b|\b(can|could|will|would) (you|u|ipumpnet|it|your (system|product|solution)) (monitor|connect to|be fitted (on|to)|work (with|on)) ((my|our|all (my|our)) (\w+ ){0,2}(pumps|motors|pump sets|pumpsets)\b|(them|these|those|all of them)\b(?<=\bpumps\b.{0,80}))(?!.{0,20}\b((from|in|on|at) (one|a single|a central) \w+|centrally|remotely|together)\b)/i;

export const COMMITS_THE_VISITOR =
  /\b(commit\w*|oblig\w*|bound to|binding|bind (us|me)|contract|agreement|(an|some kind of) order|(have|need|forced|required) to (buy|purchase|order|sign)|must (buy|purchase|order|sign))\b/;

/** "if I follow what this chatbot tells me and the pump gets damaged, is your company responsible?": whether the chat's answers bind us. */
export const CHAT_RELIED_ON =
  /\b(chat ?bot|this chat|the chat|assistant|this bot|the bot|your answers?|what (you|u) (say|said|tell|told))\b.{0,80}\b(responsible|liable|liability|accountable|blame|binding|bind|guarantee\w*)\b/i;

/** Metals a pump's parts are made of, as visitors name them. */
const METALS =
  'bronze|brass|copper|(?:carbon |mild |stainless )?steel|cast iron|ductile iron|stainless|aluminium|aluminum|zinc|titanium|gunmetal';

const PHRASES_NAMING: readonly [RegExp, string[]][] = [
  // "is the data ours or yours?", "whose data is it?": a question of ownership.
  [/\b(whose|ours or yours|yours or ours|belongs? to (us|you|whom))\b/i, ['owns']],
  // "the speed of the water coming towards them": the velocity of a flow, not a pump's speed.
  [/\b(speed|fast) (of|is) (the )?(water|flow|liquid)\b|\bhow fast (should|does|can|must|is) (the )?(water|flow|liquid)\b/i, ['velocity']],
  // "can i hold you to what the chatbot says?": whether its answers bind us.
  [/\bhold (you|them|aquaflow|the company|your company) (to|responsible|liable)\b/i, ['binding']],
  // "NPSHr is 4 m and we have 4.2 m available: are we safe?": how far the one exceeds the other.
  [
    /\b(npsh ?a|npsh ?r|npsh available|npsh required|npsh3)\b.{0,80}\b(npsh ?a|npsh ?r|npsh available|npsh required|npsh3|available|required)\b.{0,60}\b(safe|enough|sufficient|ok|okay|fine|adequate|acceptable|margin|problem)\b/i,
    ['npsh', 'margin'],
  ],
  // "can the box survive being under water?": the enclosure's protection against immersion.
  [
    /\b(under ?water|in (the )?water|submerged|flooded|floods?|flooding)\b.{0,60}\b(survive|withstand|cope|work|protected|safe|damaged?|box|unit|enclosure|hardware|device)\b|\b(box|unit|enclosure|hardware|device)\b.{0,60}\b(under ?water|submerged|flood\w*)\b/i,
    ['immersion', 'ip68'],
  ],
  // "the cooling-water pumps of a thermal power station": the applications page's power generation.
  [/\b(power|thermal|generating|nuclear|hydro(electric)?) (stations?|plants?)\b/i, ['generation']],
  // "we have 8 stations: if we start with 2, can the rest be brought in later?": stations added as the customer grows.
  [
    /\b(the rest|remaining|other|more|further|additional) (\w+ )?(stations|sites|pumps|ones)?\b.{0,40}\b(later|afterwards|in phases?|phase[- ]?wise|step by step|gradually|over time)\b|\b(start|begin|pilot)\w* (with|on|at) (one|two|three|a few|a couple|\d+)\b.{0,60}\b(later|the rest|remaining|others|expand|scale|grow|add)\b/i,
    ['added', 'grow'],
  ],
  // "will the edge box need a port opened or a static public IP?": the unit opens only outgoing connections.
  [
    /\b(inbound|incoming) (ports?|connections?|traffic|access)\b|\b(open|opened|opening|forward|forwarding) (a |any |an |the )?(inbound |incoming |firewall )?ports?\b|\bports? (opened|open|forwarding|forwarded)\b|\b(static|public|fixed) (public )?ip\b|\bfirewall (rules?|exceptions?|changes?|openings?)\b|\bvpn\b/i,
    ['outgoing', 'connections'],
  ],
  // "the pump draws more amps than before": more current, which the files list under excessive power consumption.
  [
    /\b(draws?|drawing|takes?|taking|pulls?|pulling|consumes?|consuming) (\w+ )?(more|higher|extra|excess\w*) (amps?|amperes?|current|power|kw|units)\b|\b(more|higher) (amps?|amperes?|current) than (before|usual|normal|earlier)\b/i,
    ['power', 'consumption', 'current'],
  ],
  // "can your engineers go through it whenever they like?": who can see the data, the company's staff among them.
  [
    /\b(your|aquaflow'?s?|the company'?s?|ur) (own )?(engineers?|staff|people|team|employees|support (team|staff))\b.{0,30}\b(see|look at|looking at|access|go through|view|read|check|open|browse|snoop)( into)? (our |my |the |this |that |all )?(data|readings|records|dashboards?|reports|logs|it|them)\b|\b(access|see|view)\b.{0,20}\b(our|my) (data|readings|records)\b.{0,30}\b(whenever|any ?time|without (asking|permission))\b/i,
    ['see', 'staff', 'authorised'],
  ],
  // "who fits the sensors?": who installs them.
  [
    /\b(who|which team) (fits|will fit|mounts|puts in|sets up|installs|will install|does the install\w*|is going to install)\b|\b(hire|engage|appoint|arrange|get|bring in|use) (our own |a |an |any |separate |third[- ]party |local |outside )?(contractors?|electricians?|installers?|vendors?|agenc(y|ies)|integrators?)\b.{0,40}\b(fit|fitting|install\w*|mount\w*|wir(e|ing)|commission\w*|set up)\b|\b(install|fit|mount) (the |all the |these )?(sensors|hardware|edge (box|unit)|system)( \w+)? (ourselves|by ourselves|on our own)\b/i,
    ['installs'],
  ],
  // How alarms reach people: the knowledge base says they are escalated by e-mail and SMS.
  [TOLD_OF_A_FAULT, ['alarm', 'escalated', 'sms']],
  // "what do we have to provide at site?", "what is required from our side?": what the site needs.
  [
    /\b(we|us|our side|customer|client|site|station) (have to|must|should|need to|has to) (provide|arrange|supply|give|prepare|keep ready|organi[sz]e)\b|\b(required|needed|expected) (from|of|on) (us|our side|the customer|the site|our end)\b|\bfrom our (side|end)\b|\bwhat (does|do|would|will) (ipumpnet|it|the system|your (system|product|solution)) (need|require)\b.{0,30}\b(stations?|sites?)\b|\b(needs?|needed|required|requirements?) (at|on|for) (the |a |each |every |our )?(pumping )?(stations?|sites?)\b/i,
    ['needs', 'site'],
  ],
  // "the sump sometimes runs almost empty at night": a pump left to run dry, at a low sump level.
  [
    /\b(sump|well|tank|pit|sump level|water level)\b[^.?!]{0,20}\b(runs?|running|goes|going|went|gets|getting|becomes?|is|was|ran)\b[^.?!]{0,15}\b(empty|dry)\b|\b(empty|dry) (sump|well|pit)\b/i,
    ['dry', 'running'],
  ],
  // "a pump running backwards", "spinning the wrong way": the wrong direction of rotation.
  [
    /\b(runs?|running|ran|turns?|turning|spins?|spinning|rotates?|rotating|rotation|going|goes)\b[^.?!]{0,12}\b(backwards?|in reverse|reversed?|the wrong way|the other way|anti-?clockwise|counter-?clockwise)\b|\breverse (rotation|direction|running)\b|\b(backwards?|reverse) (spinning|rotation|running|turning)\b/i,
    ['direction', 'rotation'],
  ],
  // "how should the pumps be arranged?", "one behind the other": the spacing between pumps.
  [
    /\bpumps\b.{0,40}\b(arranged|placed|positioned|laid out|spaced)\b|\b(arrange|arranging|place|placing|position|positioning|lay ?out|layout of) (the |our |these |those |\d+ |two |three |four |five )*pumps\b|\bone behind (the )?(other|another|first)\b|\b(behind|in front of) (the )?(first|other|another) (pump|one)\b|\bstarve each other\b|\b(distance|gap|space|spacing) (between|from) (the |our |two |adjacent |neighbouring |neighboring |each )?(pumps|bell ?mouths|units|other pump|pump)\b/i,
    ['spacing', 'side'],
  ],
  [THEIR_PUMPS_FITTED, ['existing', 'retrofitted']],
  // "impeller eroded after one year", "vanes pitted": the pitting and erosion cavitation leaves, the usual cause.
  // Not in seawater or with a material named: the pitting corrosion leaves.
  [
    /^(?!.*\b(sea ?water|saline|brine|salt\w*|chlorides?|corro\w*|rust\w*|stainless|bronze|cast iron|materials?|ss ?316|ss ?304|316|304)\b).*(\b(impellers?|vanes?|vane tips?)\b.{0,30}\b(erod\w*|erosion|pitt\w*|eaten( away)?)\b|\b(erod\w*|erosion|pitt\w*) (of |on )?(the |our |my )?(impellers?|vanes?)\b)/i,
    ['cavitation', 'pitting'],
  ],
  // "how does your system let our duty engineer know?", "can we see who responded?": alarms
  // escalated to the staff, and the record of who attended each.
  [
    /\b(let|make) (our|the|my|a|an) (\w+ ){0,2}(engineers?|operators?|staff|team|in-?charge|supervisors?|officers?|manager) know\b|\b(inform|notify|alert|call|wake|page) (our|the|my) (\w+ ){0,2}(engineers?|operators?|staff|team|in-?charge|supervisors?|officers?|manager)\b|\bwho (responded|attended|acknowledged|reacted|took action|acted|came)\b/i,
    ['alarm', 'escalated', 'attended'],
  ],
  // "alerts on my phone", "a message on mobile when a pump trips": alarms escalated by SMS.
  [
    /\b(alerts?|alarms?|notif\w*|messages?|warnings?)\b.{0,30}\b(on|to|via|through|by) (my |our |the |a |your )?(phones?|mobiles?|cell ?phones?|smartphones?)\b/i,
    ['alarm', 'escalation', 'sms'],
  ],
  // "how is my data protected?", "is our data safe?": who can see it, and how it travels.
  [
    /\b(data|information|readings)\b.{0,25}\b(protected|secure|secured|safe|hack\w*|leak\w*|stolen|encrypt\w*)\b|\b(security|safety|protection|privacy) of (my |our |the )?(data|information|readings)\b|\bdata (security|protection|privacy)\b/i,
    ['authorised', 'encrypted', 'see'],
  ],
  // "can I see all 11 stations together?", "which of our stations is performing worst?": the consolidated view that
  // compares performance across locations, not who may see the data.
  [
    /\b(see|view|watch|monitor|compare|show)\b.{0,30}\b(all|every|each|both|\d+) ?(of )?(them|our|the|my)? ?(stations|sites|locations|plants|mills|factories|units)?\b.{0,15}\b(together|at once|at one place|in one place|on one (screen|dashboard|page)|side by side|in one view)\b|\b(can|could|will|does|do) (i|we|it|you|the system|ipumpnet)\b.{0,12}\b(compar\w*|rank\w*)\b.{0,20}\b(stations|sites|locations)\b|\bwhich (station|site|location) (is |are )?(performing|doing|working) (poor|poorly|worst|badly|bad|best)\b/i,
    ['consolidation', 'comparison', 'locations'],
  ],
  // "SCADA already alarms at 7.1 mm/s, why would I need AI on top?": what the models add to a fixed alarm limit.
  [ADDED_TO_ALARMS, ['ai', 'condition', 'monitoring', 'drifts', 'thresholds']],
  // "is submitting the demo form an order? are we bound to buy?": the terms, where a form creates no contract.
  [new RegExp(`^(?=.*\\b(forms?|demo|submit\\w*)\\b)(?=.*${COMMITS_THE_VISITOR.source})`, 'i'), ['form', 'create', 'contract']],
  // "does it also tell us the reason?": the probable root cause the product suggests with an alarm.
  [PRODUCT_TELLS_CAUSE, ['probable', 'root', 'cause', 'alarm']],
  // "the fee for your energy efficiency course, is it 2 days or 1 week?": when and where courses are held, how long
  // they are and what they cost, which the academy page answers in one section, whichever course is named.
  [
    /^(?=.*\b(courses?|training|academy|workshops?)\b)(?=.*\b(fees?|costs?|charges?|duration|how long|how many days|\d+ (days?|weeks?))\b)/i,
    ['held', 'long', 'cost'],
  ],
  [CHAT_RELIED_ON, ['chat', 'assistant', 'answers', 'binding']],
  // "can any junior with a login switch off pumps? worried about misuse": who may use the control functions.
  [
    /\b(misuse|unauthori[sz]ed|anyone|anybody|any (junior|operator|user|staff|one|body)|who (can|is allowed to|may)|permissions?|rights)\b.{0,60}\b(switch|turn|start|stop|operat|control|command)\w*\b.{0,30}\bpumps?\b|\b(switch|turn|start|stop|operat|control)\w* (off |on )?(the )?pumps?\b.{0,60}\b(misuse|permissions?|rights|unauthori[sz]ed|anyone|anybody)\b/i,
    ['access', 'control', 'functions', 'authorised', 'recorded'],
  ],
  // "our CE wants a summary of all stations, the JEs pump-wise details": each user the view their role needs.
  [
    /\b(summary|summaries|overview|consolidated|bird'?s[- ]eye)\b.{0,60}\b(details?|pump[- ]?wise|station[- ]?wise|each pump)\b|\b(details?|pump[- ]?wise)\b.{0,60}\b(summary|overview)\b/i,
    ['view', 'role', 'consolidation', 'management', 'levels'],
  ],
  // "pump efficiency dropped from 78% to 70%, what should we look at?": the gradual loss the pages put
  // down to worn wear rings and internal deterioration. Not what the product does when it drops.
  [
    /^(?!.*\b(system|ipumpnet|alarms?|alerts?|dashboard|reports?|detects?|flags?)\b).*\befficienc\w*\b.{0,40}\b(dropp\w*|drops?|fell|fall\w*|fallen|declin\w*|reduc\w*|down|lost|los(s|ing)|deteriorat\w*|degrad\w*)\b|\b(drop|fall|decline|reduction|loss|lost|deterioration) (of|in) (pump |station )?efficienc\w*/i,
    ['efficiency', 'drops', 'worn', 'wear', 'rings', 'deterioration'],
  ],
  // "motor current is unbalanced between phases": the supply's phase imbalance, not a rotor's ("out of phase").
  [
    /^(?=.*\b(currents?|voltages?|amps?|amperes?|supply)\b)(?=.*(\b(unbalanc\w*|imbalanc\w*|un-?equal|different)\b.{0,30}\b(phases?|3 phases|three phases)\b|\b(phases?|phase currents?|phase voltages?)\b.{0,30}\b(unbalanc\w*|imbalanc\w*|un-?equal|not equal)\b))/i,
    ['supply', 'voltage', 'imbalance', 'phases', 'phase', 'balance'],
  ],
  // "what happens to our data if we stop the subscription?": whose the data is and how long it is kept.
  [
    /^(?=.*\b(data|readings|records|history)\b)(?=.*(\b(stop|stops|stopped|cancel\w*|end|ends|ended|terminat\w*|discontinu\w*|leave|quit|expir\w*|not renew\w*)\b.{0,30}\b(subscription|contract|service|agreement|licen[cs]e)\b|\b(subscription|contract|service|agreement|licen[cs]e) (ends|ended|is over|expires|expired|stops|stopped|is terminated|is cancelled)\b))/i,
    ['data', 'owns', 'kept', 'agreed', 'customer'],
  ],
  // "i am mech engg with 3 yrs... nothing for me then?": send the resume anyway, with the same form.
  [NO_OPENING_FITS, ['opening', 'fits', 'anyway', 'apply']],
  // "same pump on a lighter oil, density 850: less head?": head in metres of liquid, independent of density.
  [
    /^(?=.*\b(density|densities|lighter|heavier|denser|specific gravity|sg|oil|diesel|kerosene|petrol|brine)\b)(?=.*\bhead\b)(?=.*\b(less|more|lower|higher|same|change|differ\w*|reduce\w*|drop\w*)\b)/i,
    ['head', 'independent', 'density', 'light', 'oil'],
  ],
  // "selected for 55 m static head, the actual is only 42 m; now current is high and it trips": a pump with more
  // head than the system needs runs out to the right of its BEP, which the pages call oversizing.
  [
    /\b(selected|designed|sized|specified|bought|chosen) for (\d+(\.\d+)? ?m|a higher head|more head)\b.{0,100}\b(actual|real|measured|only|turned out|found)\b|\bhead\b.{0,30}\b(lower|less|smaller) than (the )?(design|selected|rated|expected|assumed)\b|\b(oversized|over-sized|over sized|too big|too large) pumps?\b|\b(more|higher|extra|excess) head than (is |was |we |the system )?(need|needs|needed|required|necessary)\b/i,
    ['oversizing', 'needs', 'right', 'bep', 'run-out'],
  ],
  // "pulled the delivery pipe flange in line with the pump nozzle with a chain pulley block and
  // bolted it": pipe strain, piping forces that distort the casing.
  [
    /\b(pull\w*|forc\w*|jack\w*|drag\w*|drew|drawn|stretch\w*|tightened)\b.{0,40}\b(pipes?|piping|flanges?|pipework)\b.{0,50}\b(in line|into line|into position|in position|to (meet|match|align|reach))\b|\b(pipes?|piping|flanges?) (hanging|resting|sitting|supported) on the (pump|nozzle|flange|casing)\b/i,
    ['pipe', 'strain', 'distorting', 'casing'],
  ],
  // "when the pumps trip together there's a loud bang in the pipeline": water hammer, a pressure surge.
  [
    /\b(bang|banging|thud|thump|slam\w*)\b.{0,60}\b(pipe\w*|header|rising main|line|main|valves?)\b|\b(pipe\w*|header|rising main|line|main)\b.{0,60}\b(bang|banging|thud|thump|slam\w*)\b/i,
    ['water', 'hammer', 'surges'],
  ],
  // "operators wash the floor with a hose pipe and the spray hits the bearing housings": water getting into the bearings.
  [
    /\b(hose|hoses|hosing|hosed|wash(?!board)\w*|spray\w*|splash\w*|jet)\b.{0,80}\b(bearings?|bearing housings?)\b|\b(bearings?|bearing housings?)\b.{0,80}\b(hose|hosing|hosed|wash(?!board)\w*|spray\w*|splash\w*)\b/i,
    ['water', 'ingress', 'hosing', 'isolators'],
  ],
  // "voltage drops to 360 V in the evening", "under-voltage": the low supply voltage the pages name among the causes.
  [
    /\bvoltage (drops?|dropping|dips?|dipping|falls?|falling|goes down|comes down|is low|low|sags?)\b|\b(under|low)[- ]?voltage\b|\bvoltage\b.{0,20}\b(drops?|dips?|falls?) to \d{3} ?v\b/i,
    ['low', 'voltage', 'supply', 'phases'],
  ],
  // "after we trimmed the impeller the pump vibrates more": a rotor not re-balanced after the work.
  [
    /^(?=.*\bvibrat\w*)(?=.*(\b(trimm?\w*|machin\w*|repair\w*|replac\w*|new|changed?)\b.{0,30}\bimpellers?\b|\bimpellers?\b.{0,30}\b(trimm\w*|machined|repaired|replaced|changed)\b))/i,
    ['imbalance', 're-balance'],
  ],
  // "motor hums but does not start": a supply fault, such as single phasing or low voltage.
  [
    /\b(hum|hums|humming|buzz\w*|groan\w*)\b.{0,40}\b(not|never|won'?t|wont|does ?n'?t|doesnt|did ?n'?t|didnt|can'?t|cant|fails? to|unable to) (start|turn|rotate|spin|run)\b/i,
    ['single', 'phasing', 'low', 'voltage', 'supply'],
  ],
  // "a small municipal water works": a water-supply utility.
  [/\bwater ?works\b/i, ['water', 'supply', 'utilities']],
  // "pump not giving enough water", "low discharge": less flow than expected.
  [
    /\b(not|isn'?t|doesn'?t|don'?t|never) (giving|delivering|pumping|supplying|lifting|throwing|filling) (enough|much|sufficient)\b|\bnot enough (water|flow|discharge)\b|\b(less|low|reduced|poor|weak) (water|discharge|output|yield)\b/i,
    ['less', 'flow'],
  ],
  // "flow meter shows 0", "nothing reaching the tank", "water doesnt come out", "won't prime": a pump
  // operating without discharge, not one that gives less than expected.
  [
    /\b(zero|no|nil) (water|flow|discharge|delivery|output)\b|\bflow( meter)? (shows|reads|is|at|showing|reading) (0|zero|nil|nothing)\b|\bnothing (is )?(reaching|coming|going|delivered|comes|reaches)\b|\b(losing|lost|loses|loss of|lose) (its |the )?prime\b|\b(won'?t|wont|will not|does ?n'?t|does not|not|can'?t|cannot|unable to|fails? to|failing to) (hold |keep |get |take |stay )?(its |a |the )?prim(e|ed|ing)\b|\bprim(e|ing) (problems?|issues?|trouble)\b|\bnot (pumping|delivering|giving|lifting) (any|at all|anything)\b|\b(water|nothing|flow)\b.{0,12}\b(does ?n'?t|does not|do ?n'?t|is ?n'?t|not|never) (come|comes|coming|flow|flows|flowing) out\b/i,
    ['without', 'discharge', 'prime'],
  ],
  // "how does it detect dry running?", "an air lock in the pump": a pump that has lost its prime
  // and delivers nothing, the page that covers running dry (the seal's own page when seals are asked about).
  [/^(?!.*\bseals?\b)(?=.*(\bdry[- ]?run|\b(runs?|ran|running) dry\b))/i, ['without', 'discharge']],
  [/\bair[- ]?lock(s|ed|ing)?\b|\bair[- ]?bound\b|\bair binding\b/i, ['without', 'discharge', 'prime']],
  // "drew more current when the delivery valve was shut", "half close the delivery valve, will the current go
  // down?": the power a pump draws against a closed valve, which the files give at shut-off (not the harm done).
  [
    /^(?!.*\b(damag|harm|hurt|ruin)\w*)(?=.*\b(current|amps?|ampere|power|load|kw|kilowatts?)\b)(?=.*(\b(delivery|discharge|outlet) valves? (is |was |were |kept |fully |completely )*(shut|closed)\b|\b(shut|close|closed|closing|shutting|throttle|throttled|throttling) (the |our )?(delivery|discharge|outlet) valve|\bshut-?off\b|\bclosed valve\b))/i,
    ['shut', 'lowest'],
  ],
  // "any upper age limit for applying?", "with my disability will my application be considered?": who the company
  // hires, an equal opportunity employer.
  [
    new RegExp(
      `^(?=.*\\b(apply\\w*|applications?|jobs?|posts?|openings?|vacanc\\w*|hiring|hire|careers?|roles?|positions?|join|joining|freshers?|recruit\\w*)\\b)(?=.*${EQUAL_OPPORTUNITY_ASKED.source})`,
      'i',
    ),
    ['equal', 'opportunity', 'employer'],
  ],
  // "is my resume just sitting in your database forever?": how long a form submission is kept.
  [
    /\b(resumes?|cvs?|applications?|submissions?)\b.{0,60}\b(forever|kept|stored|sitting|held|retained|deleted|erased|how long)\b|\b(how long|forever)\b.{0,40}\b(resumes?|cvs?|applications?|submissions?)\b/i,
    ['resume', 'deleted', 'forms', 'database', 'submissions', 'kept'],
  ],
  // "rest later possible?": stations added later, as the pricing page says it.
  [ADDED_LATER, ['stations', 'added', 'later']],
  // "which other industries is it meant for?", "what sectors do you serve": the target sectors.
  [/\b(which|what|other|all|more) (other )?(industries|industry|sectors?|verticals|segments)\b/i, ['target', 'sectors']],
  // "the inlet pipe drops water from 2 m height", "inflow falls from the top": water falling freely into the sump, which entrains air.
  [
    /\b(drops?|dropping|dumps?|dumping|pours?|pouring|falls?|falling|cascad\w*|splash\w*)\b.{0,30}\bfrom (the top|above|(a |about |around |some )?(\d+(\.\d+)? ?m(etres?)? )?(height|high|above))\b|\bfrom (a |about |around )?\d+(\.\d+)? ?m(etres?)? (height |high |above )?.{0,25}\b(into|in)\b.{0,20}\b(sump|pit|well|wet ?well|tank)\b/i,
    ['fall', 'freely', 'entrainment'],
  ],
  // "a bronze impeller on a carbon steel shaft": two different metals in contact, which the files call a galvanic couple.
  [
    new RegExp(
      `\\b(${METALS})\\b.{0,40}\\b(on|with|and|against|touching|bolted to|fitted to|in contact with)\\b.{0,25}\\b(?!\\1\\b)(${METALS})\\b`,
      'i',
    ),
    ['galvanic', 'dissimilar'],
  ],
  // "can we use SS316 impellers for seawater?": a material chosen for an aggressive liquid, which the corrosion page's remedies answer.
  [
    new RegExp(
      `\\b(use|using|go for|choose|select\\w*|suitable|ok|okay|fine|good|right)\\b.{0,30}\\b(${METALS}|ss ?3\\d\\d\\w*|(super[- ])?duplex)\\b.{0,40}\\b(sea ?water|brine|brackish|saline|salty|chlorides?|acids?|acidic|sewage|effluent|chemicals?)\\b`,
      'i',
    ),
    ['corrosion', 'materials', 'select'],
  ],
  // "water hammer": the pressure surges the files speak of, not "hammering" a bearing on.
  [/\bwater ?hammer(ing)?\b/i, ['surges', 'surge']],
  // "do you keep what I type into this chat?": the visitor's questions, not a "browser type".
  [VISITOR_TYPES, ['questions']],
  // "is this chat saved somewhere?": what the chat assistant keeps.
  [
    /\b(chats?|conversations?|chat history|messages? (i|we) (sent|typed|wrote))\b.{0,30}\b(saved|stored|recorded|logged|kept|retained)\b|\b(save|saves|store|stores|record|records|log|logs|keep|keeps)\b.{0,15}\b(this|my|our|the) (chats?|conversations?)\b/i,
    ['chat', 'assistant', 'keeps'],
  ],
  // "what happens to the data I enter in the contact form?": what becomes of a form submission.
  [
    /\b(what happens|what do you do|what is done|where does it go|where do they go)\b.{0,40}\b(form|forms|submission|enquiry|details|data i (enter|send|submit|fill))\b/i,
    ['submission'],
  ],
  // "can i check pumps on my phone": the mobile app.
  [ON_A_PHONE, ['mobile', 'app']],
  // "can I send my resume in word format?": a DOC or DOCX file.
  [/\b((ms|microsoft) word|word (format|file|document|doc)s?|in word)\b/i, ['doc', 'docx']],
  // "who is actually behind this company?": the people who founded it.
  [/\bwho('?s| is| are| was)( actually| really)? behind\b|\bwho (founded|started|set up|runs)\b/i, ['founders']],
  // "can i see all my stations on one screen?": the consolidated view of every station.
  [
    /\b(on|in|from) (one|a single|the same|1) (screen|dashboard|place|view|window|page)\b|\btogether in one\b/i,
    ['consolidation', 'consolidates'],
  ],
];

/** Nouns a "max" or "basic" before them sizes or qualifies ("max size", "max flow"): no model is named. */
export const QUANTITY_NOUNS =
  'flow|head|pressure|speed|temperature|temp|efficiency|level|load|capacity|power|size|sizes|file|limit|length|number|value|values|voltage|current|amps?|rating|rpm|kw|hp|users|stations|pumps|motors|sensors|upload|attachment|ambient|humidity|altitude|depth|height|distance|range|operating|allowable|permissible|working|continuous';

/** "what is the max size?": the most a quantity may be, not the Max model (written "Max"). */
const MAX_BEFORE_A_QUANTITY = new RegExp(`\\bmax\\b(?=\\s+(${QUANTITY_NOUNS})\\b)`, 'g');

/**
 * "the pump uses more units", "eating more units", "units consumed": electricity units (kWh), the
 * power a pump consumes, not edge units or desalination units.
 */
const ELECTRICITY_UNITS =
  /(?<=\b(?:eat\w*|us(?:e|es|ed|ing)|consum\w*|burn\w*|draw\w*|tak(?:e|es|ing)) (?:more|extra|too many|a lot of|lot of|excess|higher) )(?:electricity |electrical |power )?units\b|(?<=\b(?:more|extra|excess|higher) )(?:electricity |electrical |power )?units(?= (?:consumed|than)\b)|\bunits(?= (?:consumed|consumption)\b)/gi;

/** A trouble that comes with a valve opened wide ("trips whenever we open the delivery valve fully"). */
const TROUBLE = /\b(trip\w*|overload\w*|power|current|amps?|kw|hot|heat\w*|nois\w*|vibrat\w*|cavitat\w*|rattl\w*|crackl\w*)\b/i;
/** Opening the delivery valve wide: the pump runs out towards high flows, which is how the files name it. */
const VALVE_OPENED_WIDE =
  /\b(open|opens|opening|opened) (up )?(the |our |its )?(delivery |discharge |outlet |gate )?valves? (fully|wide|all the way|full)\b|\b(?<!(suction|inlet|foot|isolation) )valves? (is |are |was |were )?(fully|wide|full) open(ed)?\b/gi;

/** A valve closed part way, which the files call throttling ("half close the suction valve", "close the delivery valve a bit"). */
const VALVE_CLOSED_PART_WAY =
  /(?<=\b(?:suction|inlet|delivery|discharge|outlet|gate|isolation|isolating) valves? (?:is |kept |left )?)(?:half|partly|partially|part|slightly) (?:closed|shut)\b|\b(?:partly|partially|part|half|half-?way|slightly)[- ](?:clos(?:e|es|ed|ing)|shut(?:s|ting)?)(?= (?:the |our |its ) ?(?:suction|inlet|delivery|discharge|outlet|gate|isolation|isolating)? ?valve)|\b(?:clos(?:e|es|ed|ing)|shut(?:s|ting)?)(?= (?:the |our |its |a )?(?:suction|inlet|delivery|discharge|outlet|gate|isolation|isolating)? ?valves? (?:partly|partially|part ?way|half ?way|halfway|half|a bit|a little|slightly)\b)/gi;

/** "start and stop the pumps remotely", "switch pumps from the cloud": commands sent back to a station. */
export const CONTROLLED_FROM_AFAR =
  /\b(?:switch\w*|start\w*|stop\w*|turn\w*|control\w*|operat\w*)\b(?:[^.?!]{0,40})\b(?:remotely|from (?:the |a |our |my )?(?:cloud|dashboard|office|control room|anywhere|home|head ?office))\b(?![^.?!]{0,30}\b(?:phones?|mobiles?|app)\b)|\bremote (?:control|operation|switching|start\w*|stop\w*)\b/i;
const CONTROLLED_FROM_AFAR_ALL = new RegExp(CONTROLLED_FROM_AFAR.source, 'gi');

/** "a power cut", "load shedding", "the mains went off": the supply lost, which the knowledge base calls power failure. */
export const POWER_CUT =
  /\b(power|electricity|supply|mains) (cuts?|outages?|goes off|went off|failures?|trips?)\b|\bload[- ]?shedding\b|\bblackouts?\b/i;
const POWER_CUT_ALL = new RegExp(POWER_CUT.source, 'gi');

/** "a far-off village", "a distant site": a remote place, as the knowledge base says it. */
const FAR_OFF = /\b(far[- ]off|far[- ]flung|faraway|distant|rural)\b/gi;

/** "fingerprint scanners", "face recognition": what the pages call biometric attendance. */
export const BIOMETRIC_DEVICE =
  /\b(?:fingerprint|thumb|face|facial)(?: (?:scanners?|readers?|machines?|devices?|recognition|impressions?|attendance))+\b/gi;

/** "the internet goes down", "the mobile signal is lost": the station's link lost. */
const LINK_LOST =
  /\b(?:internet|network|connection|connectivity|link|signal|wi-?fi|4g|gsm|mobile network|net) (?:(?:goes|went|is|was|gets|got|stays|stayed|remains|remained|has gone|being|keeps going) )?(?:completely |totally )?(?:down|off|out|lost|dropped|cut)\b/gi;

/** "do you sell my phone number?", "will you share our email with others?": the visitor's contact details passed on ("share my details" already says it). */
const DETAILS_PASSED_ON =
  /\b(?:sell|sells|sold|selling|share|shares|shared|sharing|give|gives|giving|pass|passing|leak|leaking) (?:on )?(?:my|our) (?:company |office )?(?:phone(?: number)?|mobile(?: number)?|(?:contact )?number|e-?mail(?: address| id)?|contact (?:details|info))\b|\b(?:my|our) (?:company |office )?(?:phone(?: number)?|mobile(?: number)?|(?:contact )?number|e-?mail(?: address| id)?) (?:will |would )?(?:be |being |get |gets |is |are )(?:sold|shared|given|passed)\b/gi;

/** Idioms read as the word the knowledge base uses: "the building blocks of the system" are its components, nothing built. */
export const inPlainWords = (query: string): string => {
  const plain = query
    .replace(/\bbuilding blocks?\b/gi, 'components')
    // "where does my data go?": what happens to it, as the privacy page asks it of a form submission.
    .replace(
      /\bwhere (?:does|do|will|would) (?:my|our|the) (data|details|info|information|submission|message|enquiry)s? (?:go|end up|get stored)\b/gi,
      'what happens to my $1 submission',
    )
    // "too much grease", "greasing too often": excess lubricant, which the pages call over-greasing.
    .replace(
      /\b(?:too much|excess(?:ive)?|extra|lots? of) (grease|greasing|oil)\b|\b(greas(?:e|es|ed|ing))\b(?= (?:too (?:much|often|frequently)|every (?:day|week)))|\buntil (?:fresh |new |old |the )?(grease) (?:squeezes|squirts|comes|oozes|pushes|is pushed|purges|spills|leaks)(?: out)?\b/gi,
      (said, what?: string, greasing?: string, purged?: string) =>
        `${said} excess over-greasing ${what ?? greasing ?? purged ?? ''}`.trim(),
    )
    // "sea water", "sea-water": one word in the pages, so "sea" alone does not reach "sea level".
    .replace(/\bsea[- ]water\b/gi, 'seawater')
    // "at run-out", "towards runout": a pump far right of its BEP, at high flow; not a shaft's runout.
    .replace(
      /\b(at|to|towards?|near|past|beyond|into|close to|up to) (the |its |their )?(pump'?s? )?(?:run[- ]?out)( point| region| end| condition| flow)?\b/gi,
      '$1 high flow right of BEP',
    )
    // "high at 1x and 2x": multiples of running speed, as the pages write them ("running speed (1×)", "2×").
    .replace(/\b1\s*x\b/gi, '1× running speed')
    .replace(/\b([2-9])\s*x\b(?!\s*\d)/gi, '$1×')
    // "drops to 380 V": a supply voltage, not a letter the files use for velocity.
    .replace(/(\d)\s*(?:v|volts?)\b/gi, '$1 voltage')
    // "will the flow double?", "doubles the output": a quantity raised, not a double-suction pump.
    .replace(/\bdoubl(?:e|es|ed|ing)\b(?![- ](?:suction|volute|entry|mechanical|seals?|acting|check))/gi, 'raise')
    .replace(FAR_OFF, 'remote')
    .replace(BIOMETRIC_DEVICE, 'biometric attendance')
    .replace(QUOTED_AS_CITED, (said) => said.replace(/quote$/i, 'state'))
    // "bearing temperature went from 55 to 80 degrees in two days": a rising temperature, its figures no topic.
    .replace(
      /(?<=\b(?:temperatures?|temp|readings?)\b[^.?!]{0,40})\b(?:went |gone |jumped |rose |climbed |increased |shot up )?(?:up )?from \d+(?:\.\d+)?\s*(?:°\s*c?|degrees?(?: c| celsius)?|deg ?c?|c)?\s*to \d+(?:\.\d+)?\s*(?:°\s*c|°|degrees?(?: c| celsius)?|deg ?c?|c\b)?(?: in (?:\w+ ){0,2}(?:hours?|days?|weeks?|months?))?/gi,
      'rising ',
    )
    // "bring in the rest if it works out, or do you only take whole networks?": if the trial
    // succeeds, and every station at once, no network link.
    .replace(/\b(?:if|once|when) (?:it|that|this|the (?:trial|pilot|test)) (?:works(?: out)?|goes well|is successful|succeeds)\b/gi, '')
    .replace(/\b(?:whole|entire|complete|full) networks?\b/gi, 'all stations')
    // "can we see who dealt with it?": the record of who attended each alarm.
    .replace(
      /\bwho (?:dealt with|handled|responded to|attended to|took care of|looked into|acted on) (?:it|that|the (?:alarm|trip|fault|call))\b/gi,
      'who attended each alarm',
    )
    // Hinglish "mahino tak band pada rehta hai": a pump left standing idle.
    .replace(
      /\bband (?:pada|padi|pade|rehta|rehti|rahta|rahti|rakha|rakhte|rakha jata) ?(?:rehta|rehti|rahta|rahti|hai|hain|tha)?\b/gi,
      'idle',
    )
    // Hinglish "tight kar diya": tightened, as the pages say of gland packing.
    .replace(
      /\b(?:poora |pura |full |zyada |jyada |bahut )?tight kar(?:a| ?diya| ?diye| ?dia| ?di| ?dena| ?rahe| ?raha| ?rha| ?ke| ?ne)?\b/gi,
      'tightened',
    )
    // "who will fit the sensors?": mounting them, not whether the product fits the pumps.
    .replace(/\bfit(?:ting|s)? (the |our |all the |these |its )?(sensors|hardware|edge (?:box|unit))\b/gi, 'mount $1$2')
    // "if the internet goes down", "when the signal is lost": the network down, as the pages say it.
    .replace(LINK_LOST, 'network offline')
    // As the privacy page says it: "does not sell your details ... third parties".
    .replace(
      DETAILS_PASSED_ON,
      (said) => `${/^(my|our)\b/i.test(said) ? said.split(' ').at(-1) : said.split(' ')[0]} your details third parties`,
    )
    // "SS316", "AISI 304L": a stainless steel grade, as the pages write it ("316 stainless").
    .replace(/\b(?:ss|aisi|sus)[- ]?(\d{3})l?\b/gi, 'stainless $1')
    .replace(ELECTRICITY_UNITS, 'power consumption')
    // "after a power cut", "during load shedding": the supply lost, as "power failure" says it (not power cut down).
    .replace(POWER_CUT_ALL, 'power failure')
    // "the valve on the suction side": the suction valve.
    .replace(/\bvalve on the (suction|inlet|delivery|discharge|outlet) side\b/gi, '$1 valve')
    .replace(VALVE_CLOSED_PART_WAY, 'throttle')
    .replace(CONTROLLED_FROM_AFAR_ALL, 'remote control commands');
  return TROUBLE.test(plain) ? plain.replace(VALVE_OPENED_WIDE, 'run at high flows') : plain;
};

/** Words of the question that name its topic, in order, without duplicates. */
export function queryTerms(query: string): string[] {
  const words = withoutManner(inPlainWords(query))
    .replace(COMPARISON_ASKED, ' ')
    // "bearing at 85 degrees": a reading, not the careers page's degree. "40 deg C" keeps its unit,
    // which the knowledge base writes ("40 °C").
    .replace(/(\d)\s*degrees?\b(?!\s*(c|celsius|centigrade)\b)/gi, '$1')
    .replace(MAX_BEFORE_A_QUANTITY, 'maximum')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    // "wat is cavitation": shorthand searched as the word it stands for, a stop word or not.
    .flatMap((w) => spelledOut(w).split(' '))
    .filter((w) => w !== '' && !STOPWORDS.has(w));
  // "pump's" -> "pump": FTS5's tokenizer splits on the apostrophe as well.
  const terms = words.flatMap((w) => w.split("'")).filter((w) => w !== '' && !STOPWORDS.has(w));
  for (const [phrase, named] of PHRASES_NAMING) if (phrase.test(query)) terms.push(...named);
  return [...new Set(terms)];
}

/** True when the question has at least one word (not only numbers or symbols). */
export const hasTopicWord = (terms: string[]): boolean => terms.some((t) => /\p{L}/u.test(t));

/** An FTS5 MATCH expression for one term; quoting makes every word a literal token. */
export const ftsTerm = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/**
 * Words that say what kind of question it is (signs, causes, fixes, detection, meaning) rather
 * than what it is about.
 */
const ASPECT_ONLY = new Set(
  `sign signs symptom symptoms cause causes caused causing reason reasons fix fixed fixes fixing prevent prevented
  prevention avoid remedy remedies repair detect detects detected detecting detection diagnose diagnosis definition
  define meaning recognise recognize identify indication indications happen happens happened happening early warning
  warn warns alert notify`.split(/\s+/),
);

export const isAspectWord = (term: string): boolean => ASPECT_ONLY.has(term);

/**
 * Words of the pump trade the knowledge files may never use ("submersible", "starter",
 * "cable"): a question holding one is still about pumps, so such a word neither names its topic
 * nor, unknown to the files, makes it look off-topic the way "bitcoin" does.
 */
const TRADE_WORDS = new Set(
  `submersible submersibles borewell borewells tubewell tubewells openwell monoblock jet cable cables starter starters
  panel panels dol mcb mccb contactor contactors capacitor capacitors stator hp kw kva genset dg transformer
  feeder elcb rcd fuse fuses datasheet datasheets`.split(/\s+/),
);

export const isTradeWord = (term: string): boolean => TRADE_WORDS.has(term);
