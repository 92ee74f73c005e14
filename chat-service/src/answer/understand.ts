/**
 * What kind of question the visitor asked, decided from its wording alone, before any search:
 * small talk, a concern the assistant must not handle (an emergency, legal or medical advice),
 * something the team answers in person (price, quote, warranty), and for knowledge questions
 * the aspect asked about (what it is, its signs, its causes, how it is detected, its remedies).
 */

import { brand } from '@site/contracts/brand';
import { normalise, tokens } from '../retrieve/aspect.ts';
import {
  ADDED_LATER,
  ADDED_TO_ALARMS,
  CHAT_RELIED_ON,
  QUOTED_AS_CITED,
  THEIR_PUMPS_FITTED,
  TOLD_OF_A_FAULT,
  inPlainWords,
} from '../retrieve/query.ts';

export {
  aspectOf,
  asksConsequence,
  calculatedQuantity,
  definedBefore,
  definesThenExplains,
  normalise,
  tokens,
  type Aspect,
} from '../retrieve/aspect.ts';

export type SmallTalk =
  | 'greeting'
  | 'introduction'
  | 'thanks'
  | 'compliment'
  | 'reaction'
  | 'complaint'
  | 'feedback'
  | 'bye'
  | 'capabilities'
  | 'joke'
  | 'language';
export type Concern = 'emergency' | 'legal-advice' | 'medical-advice' | 'financial-advice' | 'engineering-advice';

/** The words that say what kind of question it is, not what it is about. */
export const ASPECT_WORDS = new Set(
  `what whats is are does do mean meaning define definition explain why cause causes caused causing reason reasons
  sign signs symptom symptoms tell know recognise recognize identify indication indications look sound sounds like
  fix fixed fixes fixing prevent prevented prevention stop stopping avoid reduce cure solve solution remedy remedies
  repair rectify rid deal handle overcome minimise minimize eliminate protect detect detects detected detecting
  detection diagnose diagnosis monitor monitored spot warning warn alert notify how can could should would
  will i we you it my our me us the a an of to for in on with and or about exactly happen happens happening ok okay
  so early before again calculate calculated calculating calculation compute computed computing formula equation`.split(/\s+/),
);

const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|yo|gm|namaste|namaskar|hola|bonjour|salaam|salam|vanakkam|kya haal( hai)?|kem cho|assalamu? ?alaikum|as-?salamu alaikum|salam alaikum|sat (sri|shri) akal|namaskaram|namaskara|ram ram|ciao|greetings|test(ing)?( \d+| test(ing)?)*$|ping$|(good )?(morning|afternoon|evening)|good day|hai|helo|hallo|hlo|hlw|sup|what'?s up|adaab|aadab|jai (shri |shree |sri )?krishna|radhe radhe|jai hind|jai (shri |shree )?ram|(shubh|subh) (prabhat|sandhya|din)|suprabhat|nomoskar|guten (tag|morgen|abend)|marhaba|ni hao|konnichiwa|ola|salut|bom dia|buenos d[ií]as)\b|\b(kaise|kaisi|kaisa) (hain|hai|ho)( aap)?\b|\baap kaise (hain|ho)\b|\bkya (chal raha hai|haal chaal|scene hai)\b|^sab (badhiya|theek|thik|changa|bhalo)( hai)?\b|\bhow (are|r) (you|u)\b(?! (different|differ\w*|better|unique|compar\w*|priced|charging|able|going to|planning|handling|related|connected|certified|positioned|placed))|\b(i'?m|i am) new here\b|\bhow('?s| is| was| has been) (your|ur|the) (day|morning|evening|week|weekend)\b|\bhow('?s| is) (it|everything|life|things) going\b|\bhow'?s (life|things)\b|\bhappy (diwali|deepavali|holi|new year|christmas|holidays|eid|pongal|onam|navratri|dussehra|independence day|republic day|weekend|friday|monday)\b|\bmerry (christmas|xmas)\b|\bseason'?s greetings\b|\beid mubarak\b|\bcongrat(ulation)?s\b|\bhope (you are|you're|u r|all is|everything is) (well|fine|good|doing well)\b|\b(good (morning|afternoon|evening|day)|hello|hi) to you( too)?\b|\b(hi|hello|hey) again\b|\bsay (hi|hello)\b|^(i'?m|i am) back\b|\blong time no see\b|\b(lovely|nice|beautiful|great|fine) (day|morning|evening|weather)( today)?(,? (isn'?t|is not) it)?\b|\bfirst time (here|on (this|your|the) (site|website)|using (a |this |your )?(chat ?bot|bot|chat))\b|^(dear|respected|hello|hi) (sir|madam|ma'?am|team|all|friends?|sirs)\b|\bremember me\b|\bgood to see you\b/;
const THANKS =
  /\b(thanks?|thank (you|u)|thanq|thanku|thx|ty|cheers|(you'?re|you are|u r) (a |my )?(life ?saver|star|legend|gem)|(this|that|it) helped (a lot|so much|a ton|loads)|merci|danke|gracias|grazie|obrigad[oa]|arigato|dhanyava*d|dhanyawa*d|dhanyabad|shukriya|shukran|(much )?obliged|exactly what i (needed|wanted|was looking for)|(you|that|this|it) (saved|made) my (day|time|life|viva|exams?|presentation|interview|report|assignment|project|seminar|homework)|much appreciated|appreciated|appreciate (it|that|this|the|your)\b|you'?(re|ve been) (very |so |really |most )?(helpful|great|the best|useful)|(very|so|really|most) (helpful|useful)|that helps|that helped|(that|this|it|you)( was|'s| is| were| have been)( very| really| so| quite)? (helpful|useful|clear|informative)|that answers (it|my question)|(that'?s|that was|that is) (all|what|just what|exactly what) (i|we) (needed|wanted|was looking for|were looking for|(need|needed|wanted) to know)|(that'?s|that is|you'?re|you are) (very |so |really )?(kind|sweet|nice of you)|(you'?ve|you have) been (a )?(great|big|real|huge) help)\b/;
const BYE =
  /\b(bye+|b+ye+|goodbye|(ok |okay |bye )?tc(?=[ .!]*$)|wrong (chat|window|site|page|number)|my bad|never ?mind|nvm|forget (it|about it)|(i'?m|i am|we'?re|we are) (all )?(done|finished)( (for now|for today|here))?|good bye|see (you|ya)|that'?s all|nothing else|have a (nice|good|great) (day|one|evening|weekend)|take care|good ?night|^(ok |okay |alright )?later( then)?(?=[ .!]*$)|(catch|chat) (you|ya) later|cya|gotta go|got to go|signing off|(nice|good|great) (talking|chatting|speaking)( (to|with) you)?|no (more|other|further) (questions|queries|doubts)|(i |we )?(don'?t|do not|dont) have any (more|other|further) (questions|queries|doubts)|that('?ll| will) be all|ciao|adios|that'?s enough( for (today|now))?|(i'?ll|i will|will) come back( tomorrow| later| again)?|that'?s (it|all) for (now|today)|phir milenge|milte hain|chalo bye|shubh ratri|talk (to you )?(later|soon|tomorrow))\b/;
/** Kind words about the site, the assistant or the company. */
const PLEASANTRY =
  /\b((i'?m|i am|we'?re|we are) (very |really |so |quite |truly )?(impressed|amazed)|(awesome|great|nice|cool|amazing|impressive|interesting|helpful|good|lovely|brilliant|superb|excellent|fantastic|wonderful|perfect|beautiful|clear|detailed|informative|useful) (website|site|bot|assistant|chat|job|work|guys|team|stuff|answers?|reply|replies|response|explanation)|love (it|this|your)|you (guys )?(rock|are (awesome|great|amazing))|(you'?re|you are|u r|so|very) (very |really |so |quite |pretty |super |too )?(smart|clever|quick|fast|intelligent|brilliant|a genius|genius)|(good|nice) (bot|one)|\b(is|are|was|were|looks?) (very |really |so |quite |pretty |super )?(impressive|informative|excellent|superb|amazing|awesome|brilliant|fantastic)[.! ]*$|(you'?re|you are|u r) (a |an )?(very |really |so |quite )?(smart|clever|good|nice|helpful|great|useful|cool) (bot|assistant|chat ?bot|one)|(this|the|your) (chat ?bot|bot|assistant|chat) (is|looks|seems) (very |really |so |quite |pretty )?(good|great|nice|helpful|useful|cool|smart|clever|intelligent|awesome|amazing|impressive)|(awesome|great|nice|cool|amazing|impressive|good|lovely|brilliant|smart|helpful) chat ?bot|(well|nicely|beautifully) (designed|made|done)|love (the|your) (design|site|website|look|layout|colou?rs|pages?)|well done|keep (it up|up the good work)|happy to be here|i love (pumps|this|it|your)|(cool|great|nice|impressive|amazing|awesome|neat|smart) (tech|technology|product|idea|design)|i like (your|this|the) (website|site|design|bot|chat|product)|(your |this |the )?(website|site) (is|looks) (very |really |so |quite )?(informative|good|great|nice|helpful|useful|beautiful|clean|impressive|professional))\b/;
/** A whole message that only reacts or acknowledges ("hmm", "ok cool", "makes sense"). */
const REACTION =
  /^((hmm+|h+m+|oh+|ah+|aha+|ohh+|wow+|gotcha|roger( that)?|spot on|crystal clear( now)?|(you )?nailed it|top ?notch( answer| reply| stuff)?|(god )?bless (you|u)|wonderful|fantastic|amazing|superb|excellent|brilliant|perfect|exactly|lovely|splendid|interesting|impressive|informative|neat|(nice|good) one|i see|makes sense|that makes sense|sounds (good|great|fine|ok|okay|nice|perfect|interesting)|(that|this) (works|helps|helped)|will do|all (good|clear)|good to know|nice to know|fair enough|i understand|understood|noted|right|ok(ay)?|alright|fine|got it|super|awesome|sure|yes|yeah|yep|no|nope|not really|that'?s (it|all|a lot( of info(rmation)?)?|interesting|useful|clear)|please|thanks?|then|so|cool|great|nice|good|k+|ok+|okie( dokie)?|oki|okey|omg|(sorry|apologies|my apologies)( (for|about) (the |my |so many |all (the |these |my )?|too many |these |many )?((silly|stupid|dumb|basic|long) )?(typo|typos|spelling|mistake|mistakes|late reply|delay|questions|queries|doubts|messages))?|sorry (for|to) (the |any )?(trouble|bother|bothering you|disturb(ing|ance)?( you)?|inconvenience)|oops|my (mistake|bad)|excuse me|no (worries|problem)|np|(i'?m |i am )?just (curious|asking|checking|looking|browsing|exploring)( around)?( the (site|website))?|not bad( at all)?|meh|cool beans|(i'?m |am )?back( again)?( with (another|one more|a few more|more|a|some) (question|questions|query|queries|doubt|doubts))?|acc?h+a|theek( hai)?|thik( hai)?|haa+n?( ji)?|haanji|ji|ok ji|bahut (badhiya|accha|acha|achha|sahi)( (jawab|jawaab|answer|reply))?|badhiya|mast|sahi( hai)?|lol+|haha+|hehe+|lmao|rofl|(i'?m|i am) curious|wait|hold on|(one|a) (sec|second|moment|min|minute)|brb|let me (think|see|check)|give me (a|one) (sec|second|moment|minute)|not now|one more (question|thing|query)|(another|next) question|i have (another|one more) (question|query|doubt)|(i'?m|i am|am) (fine|good|well|ok|okay)|doing (well|good|fine)|and (you|u)|(you|u)|(and )?(to )?(you|u) too|same to (you|u)|me too|same here|likewise|maybe|sure thing|not sure|i'?m not sure|(you'?re|you are) welcome|(i'?ll|i will) think (about it|it over)|(i'?ll|i will|let me) (look|browse|have a look|explore)( around)?( the (site|website))?( first)?|(i'?ll|i will|we'?ll|we will) (discuss|talk|check|share) (it|this|that)( with (my|our) (colleagues|team|boss|manager|management))?( and (get|come) back( to you)?)?|(i'?ll |i will |we'?ll |we will |will )(come back|get back)( to you)?( later| soon)?( after (discussing|checking|talking)( (it|this|that))?( internally| with (my|our) (team|boss|management|colleagues))?)?|let me (check|talk|speak) with my (boss|team|manager|colleagues)( and (come|get) back)?)[ ,.!?]*)+$/;
/** "good evening, I'm an engineer at a water utility": a visitor introducing themselves, asking nothing yet. */
const INTRODUCTION =
  /\b(greetings|hello|hi|hey|namaste|good (morning|afternoon|evening)) (from|to you from|to all from)\b|\b(i'?m|i am|this is|we are|we're|my name is|myself)\b.{0,60}\b(engineer|manager|operator|student|consultant|contractor|officer|technician|head|director|owner|from|at|with|working)\b/;
/** "my name is Anita", "nice to meet you": an introduction with nothing else in it. */
const NAME_ONLY =
  /^(my name is|my name's|i am called|call me|myself|this is) [\p{L}]+( [\p{L}]+)?$|^(nice|pleased|glad|happy|good|great) to (meet|e-?meet) (you|u)( too| as well)?$/u;
/** "that's not what I asked", "useless bot": a reply that did not help, with nothing else asked. */
const COMPLAINT =
  /\b(not (very |really |at all )?(helpful|useful|relevant|right|correct|clear)|useless|rubbish|nonsense|garbage|(you'?re|you are|your answers are|answers are|ur answers are)? ?not understanding( anything| me)?|(wrong|bad|incorrect|irrelevant|stupid|poor|useless|silly|terrible|worst) (answer|reply|response|bot|info|information|assistant|chat)|bad bot|(this|the|you|u|this chat ?bot|the chat ?bot) (bot |chat ?bot |assistant |chat )?(is |are |r )?(so |very |really |pretty |totally )?(dumb|stupid|useless|rubbish|terrible|hopeless|pathetic)|(that|this|it)('?s| is| was) (wrong|incorrect|irrelevant|not (it|right|correct|relevant|the answer))|(you'?re|you are|u r|you were|ur) (so |completely |totally |absolutely )?(wrong|mistaken|incorrect)|what did (you|u) (say|mean)|(does|did) ?(n'?t|not) (help|answer|make sense)|(you|u) (don'?t|did ?n'?t|do not|did not) (understand|get (it|me))|makes no sense|not what i (asked|meant|wanted|was (asking|looking) for)|(that|this|it) (doesn'?t|does not|didn'?t|did not) (answer|help))\b|^(what|huh|eh|pardon( me)?|come again|sorry)$|\b((can|could) (you|u) (repeat|rephrase)( (that|it|again|please))?|say (that|it) again|repeat (that|it|please)|i (don'?t|do not) (understand|get it)|i (didn'?t|did not) (get|understand|follow|catch) (that|it|you)|what do (you|u) mean)\b/;
/** "feedback: your answers are a bit long, keep them short": about the assistant, asking nothing. */
const FEEDBACK =
  /^(feedback|suggestion|a suggestion|one suggestion|small feedback)\b|\b(your|the|these) (answers|replies|responses) (are|were|seem) (a bit |too |very |quite |rather |really )?(long|short|detailed|wordy|lengthy|technical|complicated|hard to read)\b|\bkeep (them|it|your answers|the answers|answers) (short|shorter|brief|simple|simpler)\b|^(your |the |this )?(web ?site|site|page|pages|chat|chat ?bot|bot|assistant) (is|seems|feels|looks|was) (very |so |too |a bit |quite |really |pretty )?(slow|laggy|buggy|broken|confusing|hard to (use|read|navigate)|not loading|down)\b/;

/** Words a complaint may hold besides the small-talk words. */
const COMPLAINT_WORDS = new Set(
  `pardon huh eh come repeat rephrase say mean not no wrong bad incorrect irrelevant useless stupid poor silly terrible worst rubbish nonsense garbage answer reply response
  information relevant correct clear doesn't didn't does did don't do help understand get makes make sense asked meant wanted
  asking looking for really very at all assistant sorry catch follow repeat answers are your ur understanding anything
  this bot chatbot chat is you so pretty totally dumb hopeless pathetic mistaken completely absolutely were say`.split(/\s+/),
);

const CAPABILITIES =
  /\b(what (all )?can (you|u|this (chat ?bot|bot|assistant|chat)|the (chat ?bot|bot|assistant)) (do|help|answer|tell)|what (do|can) you know|who are (you|u)|what are you|are (you|u) (a |an )?(bot|robot|human|real|person|ai|machine)|what can i ask|how can (you|u) help|what (should|can) i ask|what is this (chat|bot)|what do you do|what are you for|(what|which) (kind|kinds|sort|sorts|type|types) of (questions|things|stuff|topics|queries|help)|can i ask|is this (a |an )?(bot|robot|ai|chatbot|chat bot|human|real person|person|automated|machine|live chat)|(is )?(any ?one|any ?body|someone) (there|here|around|available|online)|(is |are )?(any ?one|any ?body|someone|a (real )?(person|human)) (from (\w+ ){1,2})?(actually )?(reading|seeing|watching|answering|replying to) (this|these|my messages?|me)|are (you|u) (still )?(there|here|around|online|awake|listening)|what are you able to|how does this (chat|work)|can you help( me)?\??$|(who|whom) am i (talking|speaking|chatting) (to|with)|am i (talking|speaking|chatting) (to|with) (a |an )?(human|bot|robot|person|real person|machine|ai)|(human|person) or (a |an )?(chat ?bot|bot|robot|machine|ai)|(chat ?bot|bot|robot|machine|ai) or (a |an )?(real )?(human|person)|what (all )?can (you|u) help (me )?with|what('?s| is) your (purpose|job|role)|are (you|u) (free|available|around|there) (to|for) (a )?(chat|talk|questions?)|nice to (chat|talk|speak|meet) (with )?(you|u)|what are your (capabilities|abilities|limits|limitations)|what (can'?t|cannot) (you|u) (do|answer)|what can (you|u) not (do|answer)|what (topics|subjects|areas) (do|can) you (cover|answer|handle|know)|tell me (about|something about) yourself|(do|can) you (speak|understand|talk in) (hindi|english|tamil|marathi|other languages|any other language)|(what|which) languages? (do|can) (you|u) (speak|understand|know|answer in|reply in)|^(hey |hi |hello )?(you|u) there|how do (you|u) work|can (you|u) (hear|see|read) me|is (any ?body|any ?one) (home|there)|is this (thing )?(on|working)|what('?s| is) this (chat ?bot|bot|chat|site|website|page) (about|for)|(right|correct|best) place to ask|are (you|u) (a |an )?(real |actual )?(engineer|expert|human|person|staff|employee)|how old are you|i (have|got) (a few|some|a couple of|few) (questions|doubts|queries)|(can|could) you help me( with)? (something|a question|a few things)|(i'?d|i would) like (some )?(information|info|help)|(automated|a bot|a person|a human|someone|real person) (typing|replying|answering)|(i )?just type (my|a|the) (question|query)|type (my|a|the) (question|query) here|can i ask (you )?(something|a question|anything)|what('?s| is) your name|(do|have) (you|u) (have|got) a name|who (made|built|created|programmed) (you|this (bot|chat|chatbot|assistant))|are you (real|alive|a person|human))\b/;

/** A whole message that asks for help or what the assistant is, and nothing else. */
const CAPABILITIES_ALONE =
  /^((is )?(any ?one|any ?body)( (home|there|here|around|online))?|help|help me|help please|please help|can you help( me)?|could you help( me)?|i (have|got) a (question|query|doubt)|i need (some )?help|menu|options|who is this|what is this|are you (chat ?gpt|gpt|an ai|a robot|a bot)|tell me something( interesting| new| cool| fun| useful)?|can i ask (you )?(something|a question|anything)|what all can you (do|help( me)? with)( for (me|us))?|start|get started|let'?s (start|begin)|begin|(can|could) (you|u) (help|assist)( me| us)?( out)?|(can|do) (you|u) (talk|chat|speak)|(kya )?(aap|tum|ap) (meri|hamari) (madad|help|sahayata) (karoge|karenge|karo|kar sakte ho|kar sakte hain)|(meri|hamari) (madad|help) (karo|kijiye|karein|chahiye))$/;

/** Words a small-talk message may contain besides the greeting itself. */
const SMALLTALK_FILLER = new Set([
  ...`hi hii hello hey hiya howdy yo namaste greetings good morning afternoon evening day there all team everyone
  folks thanks thank you u thx ty cheers much appreciated appreciate it so very lot a for the your help helpful
  great awesome perfect nice cool ok okay alright got that helps bye goodbye see ya all's that's nothing else have
  take care how are doing today is what can do who answer tell know ask should this chat bot robot human real
  person ai machine an i me it's its was well again sir madam dear please just wanted to say hai helo hallo fine
  menu options gm ji bro buddy mate am talking speaking chatting with helped useful bot's you're youre or and here
  kind kinds sort type types questions question things brilliant excellent super wow understood noted then of in
  on at about my we our r going anyone anybody someone around available online able live now automated typing home ping
  reading seeing watching answering replying from aquaflow
  something anything thing stuff exactly actually basically what's whats new i'm i'd would like some information
  info purpose job role capabilities abilities limits topics subjects areas cover handle yourself speak understand
  hindi english tamil marathi language languages old few couple doubts queries answers answered needed been you've
  most one weekend made built created programmed name later catch soon night tomorrow tmrw tmr tmrow yaar bhai bhaiya bhaiyya didi dost happy diwali deepavali holi year
  christmas xmas holidays eid mubarak pongal onam navratri dussehra friday monday merry season's congratulations
  congrats hope website too work interesting how's hows no more further other test testing come enough ciao adios
  easy use navigate really i'll we'll get hear read chatbot site back discuss colleagues colleague look explore
  browse first long remember funny cute sweet boring maybe sure thats im ive dont kaise ho kya haal kem cho
  assalamu alaikum salamu sat sri shri akal namaskaram namaskara ram does tech technology product idea design
  informative looks beautiful clean impressive professional place right correct best engineer expert staff
  employee actual will merci danke gracias grazie obrigado obrigada arigato dhanyavad dhanyawad dhanyabad shukriya
  shukran obliged details detail reply quick regards explanation exploring designed love loved nicely beautifully
  tbh ngl frankly working end side respected talk smart clever quite pretty intelligent genius response replies
  kaisi hain aap chal raha chaal sab badhiya theek thik haan haanji accha acha achha phir milenge milte chalo
  wait hmm hm umm um uh oh hang on quickly curious wondering
  shubh subh ratri bahut mast sahi jai hind shree krishna radhe prabhat sandhya din suprabhat adaab aadab nomoskar
  namaskar guten tag morgen abend marhaba ni hao konnichiwa ola salut bom dia buenos dias scene changa bhalo
  lovely weather isn't time using gentle be meri hamari madad karoge karenge karo kijiye karein chahiye sahayata
  pleased glad was week tum ap sakte up done finished forget free whom not cannot can't cant
  superb fantastic amazing wonderful splendid impressed amazed don't any thanq thanku hlo hlw bbye tc jawab jawaab
  lifesaver life saver legend star gem loads ton beans`.split(/\s+/),
  // "happy new year Aquaflow team": the names of the company and the product.
  ...[brand.product, brand.network].map((name) => name.toLowerCase()),
]);

/** "tell me more", "go on", "what else?": more of the earlier answer, or, first thing, what to ask. */
const MORE =
  /^(ok |okay |interesting |hmm |and )*(tell me more|more|go on|continue|carry on|keep going|and|and then|what else( can you tell me| do you know)?|anything else|what more|more (info|information|details)( please)?|more please|elaborate|explain more|explain further|say more|details please)$/;

export function asksForMore(query: string): boolean {
  return MORE.test(tokens(query).join(' '));
}

/** Questions to the assistant about itself ("are you happy?", "who is your boss?"): what it is. */
const ABOUT_ITSELF =
  /\b(are (you|u) (a |an )?(chat ?gpt|gpt|gemini|bard|copilot|claude|siri|alexa)|(you|u|this (bot|chat ?bot|assistant)) (or|vs\.?|versus) (chat ?gpt|gpt|gemini|bard|copilot|claude|siri|alexa|google)|(chat ?gpt|gpt|gemini|bard|copilot|claude|siri|alexa|google) (or|vs\.?|versus) (you|u)\b|(better|smarter|faster|worse|cleverer) than (chat ?gpt|gpt|gemini|bard|copilot|claude|siri|alexa|google)|who (made|built|created|developed|programmed|trained|designed) (you|u|this (bot|chat ?bot|assistant|chat))|(which|what|whose) company (made|built|created|developed|owns|runs|is behind) (this|you|the) ?(bot|chat ?bot|assistant|chat)?|(are|r) (you|u) (ok|okay|happy|sad|tired|bored|smart|clever|intelligent|alive|sentient|conscious|busy|single|married|well|fine|good|mad|angry|sure|real)|do (you|u) (sleep|eat|dream|feel|think|have feelings|like (your|this) (job|work)|(like|love|enjoy) (pumps?|water|your job|working|engineering|chatting|talking|it here)|get tired|ever rest|enjoy)|can we be friends|who (is|are) your (boss|creator|maker|owner|developers?|makers?)|what'?s your favou?rite|what is your favou?rite|where do (you|u) live|(which|what) (ai|llm|language model|gpt|ai model|model) (are (you|u)|do (you|u) (use|run on)|is (this|behind (this|you))|powers (you|this)))\b/;
/** A visitor who does not know where to begin: what the assistant can help with. */
const STARTING_OUT =
  /^((sorry )?(i'?m|i am) new to (this|it|chat ?bots?|this chat)|(sorry )?(i'?m|i am) new here|((nothing|nah|no) )?just (checking|browsing|looking( around)?|exploring)( the site| the website| around)?$|(i'?m|i am) (confused|lost|stuck|new here|new to (this|pumps|pumping|this site|the site))|i (don'?t|do not) know (what|where|how) to (ask|start|begin)|not sure what to ask|where (do|should|can) i (start|begin)|what should i ask( you)?|i'?m bored|(let'?s |can we |i want to |please )?(start (over|again|afresh|a new chat)|restart( the)?( chat)?|reset( the)?( chat)?|clear( the)? chat|new chat)$|(i|we) (want|would like|wanna|need|wish) to (ask|know|learn) (you )?(something|a (question|few (questions|things))|some (questions|things)|(a bit |a little |more |something |some things )?about (pumps?|pumping|pumping stations?|ipumpnet|aquaflow|your (company|products?|system|solution)))$)\b/;

/** "for a water works engineer", "for our plant operators": who the visitor is, said after what they ask. */
const FOR_A_VISITOR =
  /\bfor (a|an|our|my|us|me|the)( [\w-]+){0,3} (engineers?|operators?|utility|utilities|plants?|students?|managers?|team|company|contractors?|consultants?|staff)\b/;

/** A word small talk may hold: "testing 1 2 3" is a hello. */
const isFiller = (w: string): boolean => SMALLTALK_FILLER.has(w) || /^\d+$/.test(w);

/** Small talk only when the message is nothing else: "hi, what is cavitation?" is a question. */
const JOKE =
  /^(?:(?:can|could|will|would) (?:you|u) |please |pls |now )?(?:tell|give|say|crack|share)(?: me| us)? (?:a |an |one |some |any )?(?:\w+ )?jokes?\b|^(?:do |d'?you |you )?(?:know|have|got) (?:a |an |one |some |any )?(?:\w+ )?jokes?\b|^(?:a |an |one )?(?:\w+ )?jokes? (?:please|pls)$|^make me (?:laugh|smile)\b/;
/** The languages a visitor may ask the assistant to use. */
const LANGUAGES = String.raw`(hindi|marathi|tamil|telugu|bengali|bangla|gujarati|kannada|malayalam|punjabi|odia|urdu|english|other languages?|regional languages?|any other language)`;
/** "do you speak hindi?", "hindi mein baat karo": which language the assistant answers in (the whole message). */
const LANGUAGE = new RegExp(
  String.raw`^((can|could|do|will) (you|u) (please )?(speak|talk|understand|reply|answer|write|chat)( in)? ${LANGUAGES}( also| too| please)?` +
    String.raw`|(please )?(reply|answer|talk|speak|write|chat)( to me| with me)? in ${LANGUAGES}( please)?|in ${LANGUAGES}( please)?` +
    String.raw`|kya (aap|ap|tum) ${LANGUAGES} (samajhte|samajhti|samjhte|bolte|bolti|jaante|jante|jaanti|janti) (ho|hai|hain)` +
    String.raw`|${LANGUAGES} (me|mein|mai|main) (baat|bat|jawab|reply|answer) ?(karo|karein|kijiye|kariye|do|dijiye|karoge)?|${LANGUAGES} (me|mein|mai|main) (batao|bataiye|bolo|likho|samjhao)|${LANGUAGES}( please)?` +
    // "is there a chatbot for hindi speakers?": the assistant in another language ("support in tamil" may be the product's).
    String.raw`|(is there|do you have|have you got|any) (a |an )?(chat ?bot|bot|assistant|chat)( \w+)? (for|in) ${LANGUAGES}( speakers| users| people)?)$`,
);

/** The message without its openings of a visitor starting out ("i'm new here, where do i start"). */
function withoutStartingOut(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest && STARTING_OUT.test(rest);) {
    before = rest;
    rest = rest.replace(STARTING_OUT, ' ').trim();
  }
  return rest;
}

export function smallTalkOf(query: string): SmallTalk | null {
  const q = normalise(query);
  const words = tokens(q);
  // Only an emoji or punctuation: a hello.
  if (words.length === 0) return q === '' ? null : 'greeting';
  if (words.length > 20) return null;
  const text = words.join(' ');
  if (CAPABILITIES_ALONE.test(text)) return 'capabilities';
  // "tell me a joke about pumps", "know any good jokes?": play, not a question to look up.
  if (words.length <= 10 && JOKE.test(text)) return 'joke';
  if (words.length <= 8 && LANGUAGE.test(text)) return 'language';
  // "i am new here, can you explain cavitation?": the question after the opening is asked.
  const startingOutOnly = STARTING_OUT.test(text) && tokens(withoutStartingOut(text)).every(isFiller);
  if (words.length <= 10 && (ABOUT_ITSELF.test(q) || startingOutOnly)) return 'capabilities';
  if (
    /^(you'?re|you are|u r) (so |very |really |quite |pretty |super |too )?(funny|cute|sweet|nice|kind|cool|great|amazing|awesome|brilliant|wonderful|fantastic|excellent|superb|smart|clever|helpful|patient|polite|friendly|knowledgeable|a genius|the best)\b/.test(
      q,
    ) &&
    // "you are very patient with my silly doubts": whom it is kind to asks nothing more.
    tokens(text.replace(WITH_MY_QUESTIONS, ' ')).length <= 6
  )
    return 'compliment';
  // "honestly u explain better than my college prof": praise of how it explains.
  if (
    /^((honestly|frankly|seriously|truly|really) )?(you|u) (explain|teach|answer|write)( (it|things|this|stuff|everything))? (better|more clearly|so well|very well|nicely|really well|so clearly|clearly)\b/.test(
      q,
    ) &&
    words.length <= 14 &&
    !asksSomething(query)
  )
    return 'compliment';
  // "you're quicker than our vendor's helpdesk lol": praise by comparison.
  if (
    /^(you'?re|you are|u r|this (bot |chat ?bot |assistant )?is) (so |much |way |far |a lot |already )?(quicker|faster|better|smarter|kinder|nicer|clearer|more (helpful|useful|patient|polite|knowledgeable|responsive|reliable)) than\b/.test(
      q,
    ) &&
    words.length <= 12
  )
    return 'compliment';
  if (CAPABILITIES.test(q)) {
    // "what can you do about cavitation" is a question about cavitation; "what can you do for a
    // water works engineer?" asks what the assistant is, for whoever the visitor is.
    const forWhom = tokens(q.replace(FOR_A_VISITOR, ' '));
    return forWhom.every(isFiller) ? 'capabilities' : null;
  }
  if (REACTION.test(text)) return THANKS.test(q) ? 'thanks' : 'reaction';
  // Before the name: "this is useless" introduces no one.
  if (words.length <= 12 && COMPLAINT.test(text) && words.every((w) => isFiller(w) || COMPLAINT_WORDS.has(w))) return 'complaint';
  if (NAME_ONLY.test(text)) return 'introduction';
  if (INTRODUCTION.test(q) && words.length <= 14 && !asksSomething(query) && !describesTrouble(query)) {
    return GREETING.test(q) || /^(i'?m|i am|this is|my name|myself)\b/.test(q) ? 'introduction' : null;
  }
  if (FEEDBACK.test(q) && !asksSomething(query.replace(/^[^:]*:/, ''))) return 'feedback';
  // "bye, will call your team tomorrow morning": a goodbye that says how the visitor will follow up.
  if (BYE.test(q) && tokens(text.replace(WILL_CONTACT_US, ' ')).every(isFiller)) return 'bye';
  // "thanks a lot, that clears my doubt": thanks that says the answer helped. "seconds!! ok will
  // tell the operator, thanks": a word of the answer exclaimed back, and what the visitor will do with it.
  const exclaimedBack = q.replace(/^[\p{L}\d'-]+\s*!+\s*/u, ' ');
  if (THANKS.test(q) && tokens(exclaimedBack.replace(WILL_CONTACT_US, ' ').replace(ANSWER_HELPED, ' ')).every(isFiller)) return 'thanks';
  if (!words.every(isFiller)) return null;
  // "ok thanks bye": the goodbye, which thanks the visitor too.
  if (BYE.test(q)) return 'bye';
  if (THANKS.test(q)) return 'thanks';
  if (PLEASANTRY.test(q)) return 'compliment';
  if (GREETING.test(q)) return 'greeting';
  return null;
}

/** The product named by its name or as "your system": "is iPUMPNET suitable...", "does your system...". */
export const NAMES_OUR_PRODUCT = String.raw`(?:ipumpnet|your (?:system|product|solution|platform|software))`;
/** "is iPUMPNET suitable...", "does your system...": a question about the product itself. */
export const ASKS_OF_OUR_PRODUCT = new RegExp(String.raw`\b${NAMES_OUR_PRODUCT}\b`);

/** "with my silly doubts", "with all our questions": whom a compliment is about. */
const WITH_MY_QUESTIONS = /\bwith (me|us|(all )?(my|our|these|so many|all these|my many)( \w+)?( \w+)? (doubts?|quer(y|ies)|questions?))\b/;

/** "that clears my doubt", "it answered my question", "that saved my viva": the visitor saying an answer helped. */
const ANSWER_HELPED =
  /\b(that|this|it|you) (clears|cleared|clarifies|clarified|solves|solved|answers|answered|helps|helped|resolves|resolved) (up )?(my|our|the|all my|all our) (doubts?|quer(y|ies)|questions?|confusion|problem)\b|\b(that|this|it) (clears|cleared) (it|that|this|things|everything) up\b|\b(that|this|it) (clarifies|clarified) (it|that|this|things|everything)\b|\b(that|this|it|you) (saved|made) my (day|time|life|viva|exams?|presentation|interview|report|assignment|project|seminar|homework)\b/;

/** "will call your team", "we'll email you": how a visitor leaving says they will get in touch. */
const WILL_CONTACT_US = new RegExp(
  String.raw`\b(i'?ll|i will|will|we'?ll|we will|shall) ((call|ring|phone|contact|email|e-mail|mail|write to|message|whatsapp) (you|your team|the team|you guys|you people|your office|them|the academy|your academy|him|her)|(drop|send|shoot|write) (you|your team|the team|them|him|her) (a|an) (quick |short )?(mail|email|e-mail|message|line|note)|(send|forward|share|mail|email|e-mail) (you|your team|the team|them|him|her)(?= (our|my|the|all|some) )|(tell|inform|brief|pass (it|this|that) on to|share (it|this|that) with) (the|my|our) (operators?|team|boss|manager|colleagues?|engineers?|fitters?|staff|supervisors?|electricians?)|(check|visit|look at|browse|read|explore|go through|come back to) (the|your|this) (site|website|pages?|brochure|products page))\b` +
    // "I'll send them an email with our station details", "will mail them our pump list": what the visitor will send along.
    String.raw`( (with |about |giving |and share |and send )?(our|my|the|all|all our|some|a few) (\w+ ){0,3}(details?|data|requirements?|questions?|quer(y|ies)|drawings?|specs?|specifications?|numbers?|figures?|readings?|photos?|pictures?|list|info|information|layouts?))?( (next|this|coming) (week|month)| by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|evening|tonight))?\b`,
);

/** Whether a message greets, thanks, says goodbye or asks what the assistant is, among other words. */
export function smallTalkMarker(query: string): SmallTalk | null {
  const q = normalise(query);
  if (CAPABILITIES.test(q)) return 'capabilities';
  if (THANKS.test(q)) return 'thanks';
  if (PLEASANTRY.test(q)) return 'compliment';
  if (REACTION.test(tokens(q).join(' '))) return 'reaction';
  if (BYE.test(q)) return 'bye';
  if (GREETING.test(q)) return 'greeting';
  // "wow ok, way more detail than I expected": a reaction that asks nothing.
  if (/^(wow+|ok(ay)?|oh+|ah+|hmm+|haha+|lol|whoa)\b/.test(q) && !asksSomething(query)) return 'reaction';
  return null;
}

const EMERGENCY =
  /\b(chest pains?|heart attack|(past|above|beyond|over|crossed|crossing) the red( line| zone| mark)?\b.{0,40}\b(climbing|rising|increasing|going up)|(about|going) to (burst|explode|blow up|rupture)|(lots of|losing|much|so much|covered in) blood|blood everywhere|(hand|arm|finger|leg|foot|sleeve|hair|clothes|glove) (got |was |is )?(caught|stuck|trapped|pulled) in|crushed|amputat\w*|severed|broken (arm|leg|bone|hand)|can'?t breathe|cannot breathe|not breathing|stopped breathing|unconscious|passed out(?! (in|of|from) (\d{4}|college|school|university|engineering|the college|my college|b\.?tech|be|diploma|iti))(?!,? \d{4})|fainted|collapsed|bleeding|electrocut\w*|electric(al)? shock|got (a )?shock|been shocked|on fire|caught fire|fire in|explosion(?![- ]?(proof|protected|protection|safe|rated|hazard|zone))|exploded|gas leak|smell (of )?gas|gas smell|drown\w*|injured|injury|badly hurt|seriously hurt|someone (is )?hurt|(got|gets|been|was|were) (badly |seriously |just )?(hurt|burnt|burned)|sparks( are| were)? (flying|everywhere|coming)|sparks (from|out of)|ambulance|poison\w*|(swallow\w*|ingest\w*|drank|drunk|ate|eaten|licked)\b.{0,40}\b(chlorine|bleach|hypochlorite|acid|caustic|chemicals?|alum|diesel|kerosene|petrol|coolant|antifreeze|pesticides?)|toxic fumes|trapped|suicid\w*|kill (myself|himself|herself)|stroke symptoms|overdose|live (wires?|cables?)|(cables?|wires?|wiring|panel|motor) (are|is) (still )?live|sparking|arc flash|electrical fire|smoke|smoking|burning smell|smell of burning|flames|chlorine (gas|leak|smell)|(smell of|smells? of|smelling) chlorine|eyes? (are |is )?(burning|stinging|watering badly)|burning eyes|gas cloud|fumes|accident|fell (into|in|from|off)|(slipped|slid|fallen|fell|gone|went) (down )?(into|in) (the |a )?(wet ?well|well|sump|tank|pit|canal|river|channel|water|sewer|manhole|trench|drain)|fallen (into|in)|stuck in (the|a) (sump|well|tank|pit|hole|trench|drain|manhole)|caved in|cave-in|sinkhole|people (are )?(inside|trapped|stuck)|(car|vehicle|bus|truck|child|children|kid|man|woman|worker|workers|someone|somebody|person) (is |are |has |have |got )?(stuck|trapped|buried|swept away|fallen|gone) (in|into|under|inside|down)|dizzy|burns? (on|to) (my|his|her)|burnt (my|his|her)|chemical (spill|leak|splash)|(caustic|acid|chlorine|bleach|hypochlorite|lye|alkali|chemicals?)\b.{0,40}\b(in|into|on) (his|her|my|their|your|the) (eyes?|face)\b|screaming|unresponsive|(take|taking|took|taken|rush|rushed|rushing|get|getting|drive|driving) (\w+ )?to (the |a )?hospital|hospitali[sz]\w*|police|urgent help|help me now|(?<!\b(seals?|bearings?|motors?|pumps?|impellers?|batter(y|ies)|sensors?|units?|windings?|capacitors?|drives?|vfds?|couplings?|starters?|parts?)\b.{0,30})dying|heart (is )?(racing|pounding)|(flood\w*|overflow\w*|water rising|(water|level) is rising)\b.*\b(people|inside|operators?|workers?|someone|staff|trapped|stuck|guys?|men|man|helpers?|electricians?|fitters?|walk in|wade)|(flood\w*|knee[- ]deep|waist[- ]deep|ankle[- ]deep|submerged|under water|underwater)\b.{0,80}\b(panels?|breakers?|switch ?boards?|mcc|starters?|wires?|cables?|sockets?)\b.{0,25}\b(on|live|energi[sz]ed|powered|switched on)\b|(panels?|breakers?|switch ?boards?|mcc|starters?) (are|is) (still )?(on|live|energi[sz]ed|powered)\b.{0,60}\b(water|flood\w*)|(guys?|men|man|worker|operator|boy|labou?rer|colleague|friend)\b.{0,30}\b(water|level) is rising|(pouring|gushing|rushing|flooding|coming|spraying) (in|into|onto|over)\b.{0,120}\b(motors?|panels?|starters?|switch ?boards?|mcc),? (\w+ ){0,3}(running|live|on|energi[sz]ed)|\bwad(e|ing) (in|into|through)\b|(spraying|pouring|gushing|splashing|leaking) (on|onto|over|into) (the |a |our )?(running |live |energi[sz]ed )(motors?|panels?|starters?|switch ?boards?|mcc)\b|(burst|broken|ruptured) (pipe|main|line)\b.{0,80}\b(running|live|energi[sz]ed) (motors?|panels?|starters?)\b)\b/;
const LEGAL =
  /\b(sue|suing|lawsuit|lawyer|attorney|advocate|legal advice|(contract|labou?r|consumer|company|indian|employment|arbitration|property) law|under (the )?(indian |contract |labou?r )?(law|act)\b|under (the )?([\w']+ ){1,3}act\b|\bact,? (19|20)\d\d\b|claim (for )?compensation|compensation (under|for (an |the |his |her |my |our )?(injury|injuries|accident))|forfeit\w*|(invoke|encash) (the |his |their |a )?(bank )?guarantee|arbitration|legal action|take (them|you|him|her) to court|court case|litigation|is (it|that|this) legal|am i liable|liability for|breach of contract|contract dispute|file a case|press charges|compensation claim|(can|may|should|could) (i|we) legally|legally (entitled|allowed|bound|obliged|required|liable)|entitled to (deduct|withhold|claim|recover|terminate|compensation|damages)|terminate (the |our |my |a )?(contract|contractor|agreement|employee)|notice period|court|against the law|break (the |a |our )?contract|legal (issue|problem|matter|dispute|notice|claim)|liable|negligence|lawful)\b/;
const MEDICAL =
  /\b((back|chest|neck|joint|stomach|knee|shoulder|ear|eye|tooth) ?(pain|ache)|head ?pain|antibiotics?|tetanus|stitches|(hand|finger|arm|leg|foot|face|palm|wound|cut|knee|ankle|wrist|eye|skin)s? .{0,30}\b(swollen|swelling)|infected (wound|cut|finger|hand)|wound|(strained|pulled|twisted) my (back|neck|shoulder|knee|ankle|wrist|muscle)|diclofenac|ibuprofen|paracetamol|aspirin|combiflam|crocin|dolo|volini|moov|(hurt|injured|cut|burned|burnt|sprained) my(?! (electricity|power|energy|running|operating|water|pumping|bills?|costs?|expenses?|losses|consumption|spend\w*|budget|downtime|staff|team|time))|(chemical|acid|skin) burns?|burns? on my|creams?|ointments?|lotions?|pain in my|ringing in|ears? (keep |are )?ringing|tinnitus|hearing loss|ear drops|eye drops|numbness|numb (fingers?|hands?|feet|foot|arms?|legs?)|fingers? (are |feel )?numb|tingling|allerg\w*|cough\w*|sore|nause\w*|painkillers?|(?<!\b(on|using|with|from|via|for) (a |an |my |the |our |your )?)tablets?|pills?|medical advice|medicine|medication|(?<!\b(chlorine|chemical|alum|coagulant|polymer|hypochlorite|acid) )dos(e|age)(?! (of|rate) (the )?(chlorine|alum|chemicals?|coagulant|polymer|hypochlorite|acid))|doctor|diagnos(e|is) (me|my)|illness|disease|fever|(?<!\b(main|big|biggest|real|major|constant|our|their|another|only|daily|operational|maintenance) )head ?aches?|pregnan\w*|prescri\w*|symptoms of (covid|flu|diabetes|cancer|a cold)|infection|rash|vomit\w*|diarrh\w*|blood pressure|is (this|it) (water )?safe to drink|drink(ing)? water (is )?safe|health risk)\b/;

/** "write a cover letter for me", "solve my homework": a task, not a question the knowledge answers. */
const WRITING_TASK =
  /^(please |pls |kindly )?(translate|proofread|paraphrase|summari[sz]e|rewrite)\b|\bhow (do|does|would|can|could|should) (you|i|we|one) say\b.{1,40}\bin (japanese|chinese|mandarin|french|german|spanish|italian|russian|arabic|korean|portuguese|dutch|hindi|marathi|tamil|telugu|bengali|gujarati|kannada|malayalam|punjabi|urdu|sanskrit|latin|english)\b|\bwhat('?s| is) (the )?(japanese|chinese|french|german|spanish|italian|russian|arabic|korean|hindi|tamil|marathi) (word|for)\b|\bhelp (me|us) (to )?(write|draft|compose|word|phrase|edit|proofread)\b(?!.{0,40}\b(enquiry|inquiry|demo request|form|application|resume|cv)\b)|^(please |pls |kindly )?(write|draft|compose|generate|code)( me)? (a|an|some|the|my)? ?(\w+ ){0,2}(regex|regular expression|code|program|script|function|essay|poem|story|cover letter|letter|query|macro|formula)\b|\b(can|could|will|would|pls|please) (you|u) (please )?(write|draft|compose|create|generate|make|prepare|translate|summari[sz]e|do|solve|code)( me| for me)? (a |an |my |the |some )?([\w+#]+ ){0,2}(cover letter|covering letter|application letter|letter|essay|poem|story|song|joke|code|program|script|cv|resume|résumé|assignment|homework|speech|presentation|thesis|article)\b/;

/** "suggest a good biryani place near your pune office": a place to eat, stay or visit, not ours to recommend. */
const PLACE_TO_RECOMMEND =
  /\b(suggest|recommend|any good|best|good|nice|cheap)\b.{0,40}\b(places? to (eat|stay|visit)|restaurants?|hotels?|cafes?|dhabas?|food|eateries|lodges?|hostels?|pgs?|malls?|shops?|movies?|biryani|pizza|tea stall)\b/;

/** A message that names nothing of a pump, a station or our product, for the things a visitor may buy for themselves. */
const NAMES_NO_PUMP = String.raw`(?!.*\b(pumps?|pump ?sets?|motors?|ipumpnet|sensors?|stations?|sumps?|borewells?|tanks?|vfds?|drives?|meters?)\b)`;

/**
 * "recommend a good 1.5 ton AC for my bedroom", "which water purifier for my home?": something for
 * the visitor's home to buy, where nothing of a pump or a station is named.
 */
const FOR_THE_HOME = new RegExp(
  `^${NAMES_NO_PUMP}(?=.*\\b(bedroom|living room|my room|my home|my house|our home|our house|my flat|our flat|my apartment|home use|household|my car|my bike|my family|my parents)\\b)(?=.*\\b(suggest\\w*|recommend\\w*|any good|best|good|which|buy|or non)\\b)`,
);

/** "which is the best phone under 20k?": a thing for the visitor to buy on a budget, nothing of a pump named. */
const GADGET_ON_A_BUDGET = new RegExp(
  `^${NAMES_NO_PUMP}(?=.*\\b(best|good|which|suggest\\w*|recommend\\w*)\\b)(?=.*\\b(phones?|mobiles?|smart ?phones?|laptops?|tablets?|tvs?|televisions?|cars?|bikes?|scooters?|head ?phones?|ear ?phones?|earbuds|smart ?watch\\w*|cameras?|air conditioners?|fridges?|refrigerators?|washing machines?)\\b)(?=.*(\\b(under|below|within|budget|price range)\\b|\\b\\d+ ?k\\b|\\brs\\.? ?\\d|₹))`,
);

/** "plan a 3-day Goa trip for me and my friends": a holiday to plan, nothing of a pump named. */
const HOLIDAY_TO_PLAN = new RegExp(
  `^${NAMES_NO_PUMP}(?=.*\\b(trip|trips|holiday|holidays|vacation|itinerary|honeymoon|trek|road ?trip|getaway|sightseeing|weekend plan)\\b)(?=.*\\b(plan\\w*|suggest\\w*|recommend\\w*|budget|itinerary|where (should|can|to)|best places?|things to do)\\b)`,
);

/**
 * "what's your share price, should I buy?", "is investing in utility stocks a good idea?", "should I
 * put my PF money in water infra stocks?": advice on investing.
 */
const INVESTMENT =
  /(?<!\b(pls|please|plz|kindly|you|u|us|me|to|and|also|then) )\b(share|stock) (price|market|value|tips?)\b(?! (for|list|details|quote|of (the |your |this )?(product|system|solution|ipumpnet|it)))|\b(buy|invest in|purchase|sell) (your |the company'?s? |aquaflow )?(shares|stocks?)\b|\bipo\b|\b(sensex|nifty|listed on (the )?(nse|bse|stock exchange))\b|\b(invest|investing|investment|trading|trade)\b.{0,40}\b(shares|stocks?|equit(y|ies)|mutual funds?|crypto\w*|bitcoin|bonds?|portfolio)\b|\b(should|shall|can|do) (i|we) (buy|put|invest|park|move)\b.{0,60}\b(shares|stocks?|equit(y|ies)|mutual funds?|crypto\w*|bonds?)\b/;

/**
 * "old or new income tax regime?", "which mutual fund should I pick?": the visitor's own money,
 * asked for advice on (not "is the salary after income tax?").
 */
const PERSONAL_FINANCE =
  /\b((old|new) (income )?tax regime|income tax|itr|tax returns?|tax[- ]sav\w*|save (on )?(income )?tax|80c|home loans?|personal loans?|car loans?|credit cards?|credit score|cibil|mutual funds?|fixed deposits?|retirement (plan|planning|savings|corpus)|pension plans?|life insurance|term insurance|insurance polic(y|ies)|depreciation|input tax credit|tax (deductions?|benefits?|exemptions?|rebates?)|(llp|pvt\.? ltd|private limited|proprietorship|sole proprietor\w*|partnership firm|opc)\b.{0,40}\b(tax|taxes|taxation|gst)|(better|best|cheaper|lower) (for|in) (tax|taxes|taxation))\b/;
const ADVICE_ASKED =
  /\b(should (i|we)|shall (i|we)|which (one )?(is )?(better|best)|better|best|advi[cs]e|suggest\w*|recommend\w*|worth it|good idea|pick|choose|opt for|can (i|we) (claim|deduct|avail|show)|(at )?what rate)\b/;

/** "what's the admin password?", "share the api keys your server uses": secrets are never given. */
const SECRETS =
  /\b(admin|administrator|root|master|server'?s?|database|db|system) (\w+ )?(passwords?|passwd|credentials|api ?keys?|secret keys?|access tokens?|private keys?)\b|\b(share|give|send|tell|leak)( me| us)? (the |your |ur |all )?(credentials|api ?keys?|secret keys?|access tokens?|private keys?)\b/;

/**
 * "who won the last Formula 1 race?": a result of sport or news, whatever words of ours it shares
 * (a bearing's "race", a "formula"). A tender or an order won is ours to speak of.
 */
const WHO_WON =
  /\bwho (won|wins|is winning|will win|is going to win)\b(?!.{0,60}\b(tenders?|contracts?|bids?|orders?|awards?|projects?|jobs?)\b)|\b(score|result|winner)s? of (the |last |yesterday'?s |today'?s )*(match|game|race|final|election|tournament|cup)\b/;

/** "what's the time?": the clock or the calendar, not our reply time. */
const CLOCK = /^(what'?s|what is|tell me) the (time|date|day)( (now|today|right now|please))?$|^what (time|day|date) is it( (now|today))?$/;

/** "what's the weather going to be like in chennai tomorrow?": a forecast, whatever visit it is for. */
const FORECAST =
  /\b(weather|forecast)\b(?! (proof|resistant|sealed|tight|conditions at (the|our|your) (station|site|sump)))|\b(will it|is it (going to|gonna)|going to) (rain|snow|be (hot|sunny|cloudy|cold))\b|\brain(fall)? (tomorrow|today|tonight|this week|next week)\b/;

/** A sentence of a message, or a question after a comma ("the forecast says rain, will the sump flood?"). */
const PARTS = /(?<=[.?!;])\s+|,\s+(?=(?:is|are|does|do|can|could|should|would|will|what|how|why)\b)/;

/** The sentences of a normalised message, and a question after a comma ("we pump seawater, is 316 ok?"). */
export const messageParts = (q: string): string[] => q.split(PARTS);

/**
 * The parts of a message that ask something; the whole message when none does. A forecast the
 * visitor reports ("the forecast says heavy rain, will the sump flood?") is not what they ask.
 */
export const askingParts = (q: string): string[] => {
  const asking = messageParts(q).filter(asksSomething);
  return asking.length > 0 ? asking : [q];
};

/** "can I just leave my email id and you contact me?": only an e-mail address, which one form asks for alone. */
export const LEAVES_EMAIL_ONLY =
  /\b(just|only|simply)\b.{0,20}\b(leave|drop|give|share|send|put)\b (my|our) (e-?mail|email id|mail id)|\b(leave|drop|give|put) (my|our) (e-?mail|email id|mail id|e-?mail address)\b.{0,50}\b(contact|call|get back|reach|reply|respond)\b/;

/** A task to do for the visitor, a place or a thing for the home to recommend, a secret, a forecast or the time of day: not a question the knowledge answers. */
export function notOurTask(query: string): boolean {
  const q = normalise(query);
  return (
    WRITING_TASK.test(q) ||
    PLACE_TO_RECOMMEND.test(q) ||
    FOR_THE_HOME.test(q) ||
    GADGET_ON_A_BUDGET.test(q) ||
    HOLIDAY_TO_PLAN.test(q) ||
    SECRETS.test(q) ||
    WHO_WON.test(q) ||
    askingParts(q).some((part) => FORECAST.test(part)) ||
    CLOCK.test(tokens(q).join(' '))
  );
}

/** "who is liable if this chat's advice is wrong, under your terms of use?": what our published terms say. */
const OUR_TERMS =
  /\b(your|the|this|these|site'?s?|website'?s?) (terms|terms of use|terms and conditions|t ?& ?c|disclaimer)\b|\bterms of (use|service)\b/;

/**
 * "confirm it is safe to keep running until the monsoon", "tell me exactly which pump to buy",
 * "is it safe to keep running it till next month? just tell yes or no": a judgement on one
 * machine that only an engineer who has seen it may give. So is "how do I bypass the overload
 * relay so it stops tripping?": a protection defeated is never advice to give from a chat.
 */
const ENGINEERING_ADVICE =
  /\b((can|could|will|would) (you|u) )?(confirm|certify|guarantee|assure( me)?|promise)( me)? (that )?(it|this|the pump|our pump|the motor|the machine|it'?s|that)\b.{0,30}\b(safe|ok|okay|fine|will not|won'?t)\b|\b(confirm|certify|guarantee|assure( me| us)?|promise)( me| us)? (that )?(the|our|my|their)\b.{0,60}\b(is|are|was|will be)\b.{0,15}\b(safe|compliant|up to (code|standard))\b|\b(tell|give) (me|us) (exactly )?which (pump|make|brand|model)\b.{0,40}\b(buy|purchase|order|select|install)\b|\bwhich (pump )?(make|brand) (should|to|must) (i|we) (buy|purchase|order|select)\b|\bsafe to (keep )?(run|running|operate|operating|use|using)\b.{0,40}\b(till|until|for (another|the next|one more|a few))\b|\bsafe\b.{0,80}\b((just|only|simply) (tell|say|answer)( me| us)? (yes|no)\b|(i'?ll|i will|we'?ll|we will) take (the |full )?responsibility)|\b(bypass|by-pass|override|defeat|disable|jumper|short)(ing|ed|e)? (the |our |an |its |this |that )?(overload|thermal|motor|pump|safety|dry[- ]run|low[- ]level|level)? ?(protection|relay|interlock|trip|cut-?out)\b/;

/** The terms an applicant asks of a job, which the team answers, and the words that say a job is asked about. */
const TERMS_OF_A_JOB = /\b(notice period|(service|employment|training) bond|bond period|probation( period)?)\b/;
const ABOUT_A_JOB = /\b(jobs?|openings?|posts?|roles?|positions?|freshers?|joining|offer letter|vacanc\w*|hiring|apply\w*)\b/;

export function concernOf(query: string): Concern | null {
  const q = normalise(query);
  // "a worker got injured, are we liable?" asks about the law, not for help now.
  // "...and now have a headache" tells when, not that it is urgent; "help now", chest pain, do.
  const urgent =
    /\b(right now|help now|now please|come now|urgent\w*|help|bleeding|unconscious|not breathing|can'?t breathe|cannot breathe|chest pains?|heart attack|stroke|trapped|fire|fainted|collapsed)\b|\bnow\s*!/.test(
      q,
    );
  // "who is liable if this chat is wrong, under your terms of use?" asks what our terms say.
  // "is there a service bond for freshers, what is the notice period?" asks the terms of a job, not the law.
  const legal = LEGAL.test(ABOUT_A_JOB.test(q) ? q.replace(new RegExp(TERMS_OF_A_JOB.source, 'g'), ' ') : q) && !OUR_TERMS.test(q);
  if (legal && !urgent) return 'legal-advice';
  // "I inhaled fumes last week and still cough" asks for medical advice, not for help now.
  const past = /\b(last (week|month|year)|yesterday|days ago|weeks ago|since|for (days|weeks|months|years)|years? (in|of))\b/.test(q);
  if (MEDICAL.test(q) && past && !urgent) return 'medical-advice';
  if (EMERGENCY.test(q)) return 'emergency';
  if (legal) return 'legal-advice';
  if (MEDICAL.test(q)) return 'medical-advice';
  if (ENGINEERING_ADVICE.test(q)) return 'engineering-advice';
  if (INVESTMENT.test(q) || (PERSONAL_FINANCE.test(q) && ADVICE_ASKED.test(q))) return 'financial-advice';
  return null;
}

export type HandoffTopic =
  | 'price'
  | 'quote'
  | 'warranty'
  | 'delivery'
  | 'discount'
  | 'trial'
  | 'course fees'
  | 'course format'
  | 'course assessment'
  | 'person'
  | 'visit'
  | 'paperwork'
  | 'supply'
  | 'integration'
  | 'contract'
  | 'documents'
  | 'salary'
  | 'employment terms'
  | 'own case'
  | 'office hours'
  | 'leadership'
  | 'team size'
  | 'internship'
  | 'region'
  | 'hosting'
  | 'data on leaving'
  | 'upgrade'
  | 'bandwidth'
  | 'mobile operator'
  | 'installation downtime'
  | 'app platforms'
  | 'interface language'
  | 'support language'
  | 'hazardous area'
  | 'work arrangement'
  | 'references'
  | 'unpublished'
  | 'pump question';

// Cost words that are about running pumps, not about buying from us.
const RUNNING_COST =
  /\b(energy|power|electricity|efficiency|running|operating|operation(al)?|pumping(?! stations?)|per cubic|kwh|bill|bills|run|runs|save|saving|savings|reduce|reduc\w*|lower|cut|go down|goes down|decrease\w*|life ?cycle)\b/;
/** "4.5 bar, how much is that in metres of water head?": a quantity converted to another unit, not a price. */
const CONVERSION =
  /\bhow much (is|are|will|would|does|do) [^?]{0,30}\bin (metres?|meters?|mwc|m of water|bar|psi|kpa|mpa|kw|hp|kwh|m3\/h|m³\/h|lps|l\/s|mld|litres?|liters?|gallons?|rpm|mm|inch(es)?|feet|ft|degrees?)\b/;
/** "how much insulation life does that cost us?": what a fault costs in something other than money. */
const COSTS_NO_MONEY =
  /\bhow much (of (its|the|their|our) )?([\w-]+ )?(life|lifetime|life span|lifespan|efficiency|head|flow|power|output|capacity|hours|years) (does|do|did|will|would|can|could|is|are)\b.{0,40}\bcost/;
/** Words that name what we offer: the product, its parts and how it is sold. */
const OFFER_WORDS = String.raw`ipumpnet|aquaflow|system|product|solution|software|platform|subscription|licen[cs]es?|installation|install|sensors?|hardware|equipment|gst|tax|taxes|monthly|yearly|annual|brochure|ownership|models?|mini|basic|lite|pro|max|package|plan|service|demo|setup|set up|app|mobile app|dashboard|gis|digital twin|logbooks?|edge unit|training|commissioning|users|one station|per station|each station|a station|\d+ (pumping )?stations?|stations|monitoring`;
/**
 * "velocity head at 2.5 m/s - roughly how much is it?": "it" is a quantity of the pump trade
 * named before, with a figure, and nothing of our offer named.
 */
const QUANTITY_ASKED = new RegExp(
  String.raw`^(?!.*\b(${OFFER_WORDS}|price|prices|pricing|cost|costs|rupees|rs|inr|lakhs?|fees?)\b)(?=.*\d)(?=.*\b(head|velocity|pressure|flow|npsh\w*|friction|loss|losses|power|kw|efficiency|speed|rpm|temperature|vibration|submergence|clearance|energy|kwh)\b)`,
);
/** A question about our offer, by its words or by addressing us. */
const OUR_OFFER = new RegExp(`\\b(${OFFER_WORDS}|it|this|that|you|your)\\b`);
/** Whether a message names our offer, or points at something named before: "you" alone does not. */
const NAMES_OUR_OFFER = new RegExp(`\\b(${OFFER_WORDS}|station|pumps?|course|it|this|that|them|these)\\b`);
export const namesOurOffer = (query: string): boolean => NAMES_OUR_OFFER.test(normalise(query));

/** The product or one of its parts, named as ours ("the edge unit", "my station data"), not "a system" in general. */
/** What names a part of our product after "the", "your" or "its": one list for every rule that reads it. */
const PRODUCT_PARTS = String.raw`unit|device|box|hardware|system|software|app|dashboard|platform|cloud|solution|product|equipment`;
const OUR_PRODUCT_PART = new RegExp(
  String.raw`\b(ipumpnet|sensors?|edge (analytics )?unit|(the|your|this|that|its) (${PRODUCT_PARTS})|dashboards?|mobile app|(the|our|my|station|pump|sensor|stations'|raw|historical|historic|logged|recorded|monitoring|operating|operational) data|(the|our|my) (records|trends|alarms)|reports|readings|logbooks?)\b`,
);
/**
 * "can i export the data to excel?", "what's the battery life of the sensors?": a question about
 * the product in words the knowledge files never use. The files do not say, so it is the team's
 * to answer: a hand-off, not "outside what I can answer".
 */
export function asksUnpublishedDetail(query: string): boolean {
  const q = normalise(query);
  return (OUR_PRODUCT_PART.test(q) || MONITORS_EQUIPMENT.test(q) || WHAT_WE_USE.test(q)) && asksSomething(query) && !notOurTask(query);
}

/** "LD (liquidated damages) when the contractor defaults": a contract's penalty, no damage to a pump. */
export const LIQUIDATED_DAMAGES = /\bliquidated damages?\b/;

/**
 * "Our pump is rated 60 m head... will it give less head on oil?": the visitor's own pump named, and
 * not our product, so the "it" that gives, has or reports is their pump.
 */
export const speaksOfTheirPump = (q: string): boolean =>
  /\b(our|my|the same|this|that|the) (\w+ )?(pumps?|motors?)\b/.test(q) && !/\b(ipumpnet|system|dashboard|app|software)\b/.test(q);

/** "the pump", "our motors", "my sump": the visitor's own equipment named, not "pump up a tyre". */
const OWN_EQUIPMENT =
  /\b(the|my|our|a|an|this|that|these|those|your|their|\d+|two|three|four|five|six|seven|eight|nine|ten) ([\w-]+ )?(pumps?|pump ?sets?|motors?|sumps?|impellers?|pumping stations?|rising mains?|pipelines?|casings?|bearings?|seals?|submersibles?|monoblocks?)\b/;

/**
 * "can the pump be damaged by lightning?": a question about pumps that the pump pages do not
 * cover. It is the engineers' to answer, not "outside what I can answer".
 */
export function asksUncoveredPumpQuestion(query: string): boolean {
  const q = normalise(query);
  // "Now the pumps are noisy... what can we do?": a judgement asked is in the asking part, not the story's "now".
  return OWN_EQUIPMENT.test(q) && !askingParts(q).some((part) => ASKS_A_JUDGEMENT.test(part)) && asksSomething(query) && !notOurTask(query);
}

/**
 * "is it serious?", "can you sign off our design?", "what do we do NOW": a judgement on safety or
 * compliance, or help at once, which no hand-off to a form gives.
 */
const ASKS_A_JUDGEMENT = /\b(safe|safely|safety|serious|sign(ed)? ?off|certify|compliant|complies|compliance|now)\b/;

/** "what type of flow meter do you use?": which make or kind of a part the company fits. */
const WHAT_WE_USE =
  /\b(which|what) (type|kind|make|brand|model|sort|grade)s? of .{1,40}\b(do|does|will|would|did) (you|ipumpnet|it|your (team|system|company)) (use|fit|install|supply|provide)\b/;

/**
 * "does iPUMPNET work with solar pumps?", "can it be used on fire fighting pumps?": whether the
 * product suits a kind of pump, asked yes or no; the words before "pumps" that name the kind.
 */
const SUITS_KIND =
  /(?:^|[.?!,;:] +)(?:does|do|can|could|will|would|is|are)\b.{0,30}?\b(?<verb>work|works|used|use|usable|suitable|compatible|fit|fitted|monitor|applied|applicable|installed|install)\b (?<on>(?:with|for|on|to|in) )?(?:(?:our|my|the|a|an|all|any) )?(?<kind>(?:[\p{L}-]+ ){1,3})(?:pumps?|pump ?sets?|motors?)\b/iu;

/** "we have 12 borewell pumps spread over 40 km, can ipumpnet monitor them?": the kind told first, then asked of. */
const TOLD_KIND_THEN_SUITS =
  /^(?:we|i|our (?:utility|board|plant|company|client|municipality|corporation|team)) (?:have|has|run|runs|operate|operates|maintain|maintains|manage|manages|own|owns)(?: about| around| nearly| over| some)? (?:\d+ |many |several |a few )?(?<kind>(?:[\p{L}-]+ ){1,3})(?<noun>pumps?|pump ?sets?|motors?)\b[^?]{0,80}?\b(?:can|could|will|would|does|do) (?:ipumpnet|it|your (?:system|product|solution)|you) (?<verb>monitor|cover|handle|work (?:with|for|on)|be used (?:for|on|with)) (?:them|these|those|all of them|all)\b/iu;

/** "can we use cast iron pumps for brackish water?": the pumps are what is used or fitted, not what the product is used on. */
const PUMPS_ARE_THE_OBJECT = /^(use|install|fit)$/i;

/** Words that say which pumps by their age or maker ("our old KSB pumps"): the pages on fitting existing pumps answer those. */
const ANY_PUMP =
  /^(two|three|four|five|six|seven|eight|nine|ten|dozen|hundreds?|old|older|existing|present|current|installed|any|other|different|all|every|new|legacy|brand|make|company|manufacturer|our|my|your)$/;

/** The kind of pump a visitor asks the product to suit ("solar pumps"), in the visitor's words, else null. */
export function kindOfPumpToSuit(query: string): { words: string[]; named: string } | null {
  const match = SUITS_KIND.exec(query.trim()) ?? TOLD_KIND_THEN_SUITS.exec(query.trim());
  if (!match?.groups || (!match.groups.on && PUMPS_ARE_THE_OBJECT.test(match.groups.verb!))) return null;
  const named = match.groups.kind!.trim();
  const kind = normalise(named)
    .split(/[\s-]+/)
    .filter((w) => w !== '' && !/^(pumps?|pumping|water|the|and|or|of)$/.test(w));
  const noun = match.groups.noun ?? match[0].match(/\S+$/)![0];
  // "can the sensors be fitted while the pump is running?": a time, no kind of pump.
  if (kind.some((w) => /^(while|when|whilst|during|before|after|until|if|once|as|because|so|without|whether)$/.test(w))) return null;
  return kind.length > 0 && !kind.some((w) => ANY_PUMP.test(w)) ? { words: kind, named: `${named} ${noun}` } : null;
}

/** "is it possible to monitor diesel engine driven pumps?": what the product would watch, in words the files never use. */
const MONITORS_EQUIPMENT =
  /\b(monitor(s|ed|ing)?|track(s|ed|ing)?|retrofit(s|ted)?|connect(s|ed)?|fit(s|ted)?)\b.{0,40}\b(pumps?|motors?|engines?|pump ?sets?|stations?|sumps?|valves?|wells?|borewells?|blowers?|compressors?|turbines?)\b/;

/**
 * Our product or a part of it, named: "iPUMPNET", "the sensors", "the edge unit", and with
 * `wordBefore` a part named with a word before it ("your field box").
 */
const ourPart = (wordBefore: boolean): string =>
  String.raw`(?:ipumpnet|(?:[\p{L}-]+ )?sensors?|sensor units?|edge (?:analytics )?units?|${wordBefore ? String.raw`(?:[\p{L}-]+ ){0,2}` : ''}(?:${PRODUCT_PARTS})s?)${NOT_A_ROLE}`;
/** "the Hardware design Lead post", "software engineers": a role at the company, not a part of the product. */
const NOT_A_ROLE = String.raw`(?! (?:design )?(?:lead|leads|engineers?|programmers?|developers?|designers?|posts?|roles?|jobs?|openings?|positions?|team)\b)`;

/** "what's the MTBF of your sensor unit?", "the battery life of the edge unit": a property asked of the product, then what it is asked of. */
const PROPERTY_OF_OUR_PRODUCT = new RegExp(
  String.raw`\b(?:what(?:'s| is| are)|how (?:much|long|big|many|high)( is| are)?|tell me|give me|share|send)(?: the| its| your)? ((?:[\p{L}\p{N}-]+ ){0,2}?[\p{L}\p{N}-]+) (?:of|for|on|between) (?:(?:the |your |this |its |each |every |a |an )?(?:${ourPart(false)})|your (?:[\p{L}-]+ ){0,2}?(?:measurements?|meters?|readings?|instruments?|transmitters?|probes?|channels?|accelerometers?|loggers?))\b`,
  'u',
);

/** The words of the property a question asks of the product ("mtbf"), else none. */
/** Words of a property asked that say nothing of which one ("the main purpose", "the whole list"). */
const SAYS_NO_PROPERTY = new Set([
  'main',
  'whole',
  'full',
  'complete',
  'total',
  'exact',
  'other',
  'key',
  'different',
  'all',
  'list',
  'name',
  'names',
  'kind',
  'type',
  'types',
  'use',
  'purpose',
]);

/** "does the edge unit have a battery backup?": a thing the product may have, named after it. */
const THING_OUR_PRODUCT_HAS = new RegExp(
  String.raw`\b(?:does|do|will|would|is there) (?:the |your |this |its |each |every |a |an )?(?:${ourPart(true)}) (?:have|has|come with|include|contain|carry) (?!(?:[a-z]+ed|caught|seen|found|done|got|gotten|known|told|shown|taken|given|made|been|brought|run|kept)\b)(?:a |an |any |its own |inbuilt |built-in |internal )?((?:[\p{L}\p{N}-]+ )?(?!(?:in|on|at|for|of|to|if|when|and|or|with|during|while|so|that|which|as)\b)[\p{L}\p{N}-]+)\b`,
  'u',
);

/**
 * "how accurate are the flow meters you install?", "how reliable is your edge unit?": a quality
 * asked of our hardware, named by the adjective.
 */
const QUALITY_OF_OUR_PART = new RegExp(
  String.raw`\bhow (accurate|precise|reliable|durable|robust|rugged|sensitive|long-lasting) (?:is|are) (?:(?:your|its) (?:[\p{L}-]+ ){0,2}?(?:${PRODUCT_PARTS}|sensors?|meters?|instruments?|transmitters?|probes?)s?\b|(?:the |this |these )?(?:${ourPart(true)})\b|the (?:[\p{L}-]+ ){0,2}?(?:sensors?|meters?|instruments?|transmitters?|probes?) (?:you|u) (?:install|fit|use|supply|provide)\b)`,
  'u',
);

/** "how long does the edge unit keep running on its own battery?": what our part would run on, asked. */
const WHAT_OUR_PART_RUNS_ON = new RegExp(
  String.raw`\bhow (?:long|many (?:hours|days|minutes)) (?:does|do|will|would|can|could) (?:the |your |this |its )?(?:${ourPart(true)}) (?:keep |still |continue (?:to )?)?(?:run|running|work|working|last|stay on|operate|operating|survive|function)\b.{0,20}?\b(?:on|with|from) (?:its |the |a |an |their )?(?:own |internal |inbuilt |built-in |backup )?([\p{L}-]+)`,
  'u',
);

/** The instruments and units we supply, as visitors name them: "the flow meters", "your transmitters". */
const OUR_HARDWARE = String.raw`(?:sensors?|meters?|transmitters?|instruments?|edge units?|hardware|devices?)\b`;

/** "do you provide calibration certificates for the flow meters you install?": something offered with our hardware, named. */
const OFFERED_WITH_OUR_PART = new RegExp(
  String.raw`\b(?:do|does|will|would|can) (?:you|u|your (?:team|company)|aquaflow) (?:also )?(?:provide|give|supply|issue|offer|share|include)\s+(?:a |an |any |the )?((?:[\p{L}-]+ ){0,2}?[\p{L}-]+) (?:for|with|of) (?:the |your |each |every |all )?(?:[\p{L}-]+ ){0,2}?${OUR_HARDWARE}`,
  'u',
);

/** A word that joins a named thing to what follows ("certificates for each meter"), not part of its name. */
const NOT_A_JOINER = String.raw`(?!(?:for|from|and|or|as|in|at|to|it|is|the|of|on|with|because|since|which|that)\b)`;
/** "are your flow meters supplied with NABL calibration certificates?": something our hardware would come with, named after it. */
const OUR_PART_COMES_WITH = new RegExp(
  String.raw`\b(?:are|is|will|do|does) (?:your|the) (?:[\p{L}-]+ ){0,3}?${OUR_HARDWARE}.{0,40}?\b(?:supplied|provided|delivered|given|shipped|come|comes) with (?:a |an |any |the )?((?:${NOT_A_JOINER}[\p{L}-]+ ){0,2}${NOT_A_JOINER}[\p{L}-]+)`,
  'u',
);
/** "will your edge unit work on solar?": the power our part would run on, asked as yes or no. */
const OUR_PART_WORKS_ON = new RegExp(
  String.raw`\b(?:will|would|can|could|does|do) (?:the |your |this |its )?(?:${ourPart(true)}) (?:work|run|operate|function) (?:on|from|off) (?:a |an |the )?(solar(?: power| panels?)?|batter(?:y|ies)|inverters?|ups|generators?|dg sets?|gensets?|dc|single[- ]phase)\b`,
  'u',
);

export const propertyAskedOfProduct = (query: string): string[] => {
  const q = normalise(inPlainWords(query));
  return (
    PROPERTY_OF_OUR_PRODUCT.exec(q)?.[2] ??
    THING_OUR_PRODUCT_HAS.exec(q)?.[1] ??
    QUALITY_OF_OUR_PART.exec(q)?.[1] ??
    WHAT_OUR_PART_RUNS_ON.exec(q)?.[1] ??
    OFFERED_WITH_OUR_PART.exec(q)?.[1] ??
    OUR_PART_COMES_WITH.exec(q)?.[1] ??
    OUR_PART_WORKS_ON.exec(q)?.[1] ??
    ''
  )
    .split(' ')
    .filter((w) => w !== '' && !SAYS_NO_PROPERTY.has(w));
};

/**
 * "what is the max ambient temperature your edge box can handle?", "what ambient temperature is the
 * station unit rated for?", "how many watts does the edge unit draw?": a rating, named before the
 * part it is of.
 */
const RATING_OUR_PRODUCT_TAKES = new RegExp(
  String.raw`\b(?:what(?:'s| is| are)?|how (?:much|long|big|many|high|hot|cold|low))(?: the| its)? ((?:[\p{L}\p{N}-]+ ){0,2}?[\p{L}\p{N}-]+) (?:(?:that |which )?(?:the |your |this |its )(${ourPart(true)}) (?:can|could|will|would)|(?:can|could|will|would) (?:the |your |this |its )(${ourPart(true)})) (?:handle|withstand|take|tolerate|survive|bear|stand|cope with|work (?:in|at|up to))\b`,
  'u',
);
const RATING_OUR_PRODUCT_IS_GIVEN = new RegExp(
  String.raw`\b(?:what|which) ((?:[\p{L}\p{N}-]+ ){0,2}?[\p{L}\p{N}-]+) (?:is|are) (?:the |your |this |its )(${ourPart(true)}) rated (?:for|to|at)\b`,
  'u',
);
const DRAW_OF_OUR_PRODUCT = new RegExp(
  String.raw`\bhow (?:much|many) ((?:[\p{L}\p{N}-]+ ){0,1}?[\p{L}\p{N}-]+)(?: (?:per|a|an|each|every) (?:hour|day|week|month|year))? (?:does|do|will|would) (?:the |your |this |its |each |every |a |an )(${ourPart(true)}) (?:draw|consume|use|pull|need)\b`,
  'u',
);

/** "how often does the dashboard refresh the readings?": how often our part does something, its verb captured after the part. */
const HOW_OFTEN_OUR_PART = new RegExp(
  String.raw`\bhow often (?:does|do|will|would|is|are|can) (?:the |your |this |its )(${ourPart(true)}) (refresh|update|sample|send|upload|log|record|poll|sync|scan|take|read|measure)\w*`,
  'u',
);

/** Words of a rating asked of the product ("ambient temperature") and the part it is of ("box"), else null. */
export function ratingAskedOfProduct(query: string): { rating: string[]; part: string } | null {
  const q = normalise(query);
  const often = HOW_OFTEN_OUR_PART.exec(q);
  if (often) return { rating: [often[2]!], part: often[1]!.split(' ').at(-1)! };
  const found = RATING_OUR_PRODUCT_TAKES.exec(q) ?? RATING_OUR_PRODUCT_IS_GIVEN.exec(q) ?? DRAW_OF_OUR_PRODUCT.exec(q);
  if (!found) return null;
  const rating = found[1]!.split(' ').filter((w) => !/^(max|maximum|min|minimum|highest|lowest)$/.test(w));
  // The part named before its verb, or after it ("what temperature range can the edge unit handle?").
  const part = found[2] ?? found[3]!;
  return rating.length > 0 ? { rating, part: part.split(' ').at(-1)! } : null;
}

/**
 * Integration "with existing SCADA and business systems" is published; a named system ("push
 * work orders into SAP"), or work built for one customer (a custom report, an API), is scoped by
 * the team.
 */
const CUSTOM_WORK =
  /\bcustom(i[sz]ed)? (api|apis|integration|interface|connector|development|module|report|reports|dashboard|dashboards|feature|features|software)\b|\bcustomi[sz]\w*\b.{0,40}\b(software|app|dashboard|reports?|platform|system|template|format)\b|\b(reports?|template|format|dashboard)\b.{0,60}\bcustomi[sz]\w*|\b(build|develop|write|make)( us| for us)? (a |an )?(custom |special |separate |dedicated )?(api|connector|interface|plug-?in|module)\b|\b(integrat\w*|interface|connect\w*|link|linked|push\w*|sync\w*|export\w*|feed)\b.{0,40}\b(sap|maximo|oracle|erp|cmms|tally|salesforce|power ?bi|servicenow|work orders?)\b|\b(sap|maximo|oracle|erp|cmms|tally|salesforce|power ?bi|servicenow)\b.{0,40}\b(integrat\w*|interface|connect\w*|link|push\w*|sync\w*)\b|\b(api|apis|sdk|webhooks?)( access| key| keys| documentation| docs)?\b.{0,30}\b(developers?|provide|give|offer|available|open|have)\b|\b(provide|give|offer|have|open|get|share|send) (us |me )?(an? |the |your )?(api|apis|sdk|webhooks?)\b|\bmigrat\w* (our |the )?(old |existing |historic(al)? |legacy |past )*(scada |plc |excel )?(data|records|history)\b/;
/** "does it talk Modbus?", "can it connect to our Siemens PLC?", not "do I need to know PLC for the post?". */
const PROTOCOL =
  /\b(modbus|opc[ -]?ua|opc|profibus|profinet|bacnet|mqtt|iec ?61850|dnp3|siemens|schneider|rockwell|allen[- ]bradley|honeywell|wonderware|plcs?)\b/;
const NAMES_A_PROTOCOL = (q: string): boolean =>
  PROTOCOL.test(q) &&
  // "20 year old Kirloskar pumps and a Siemens SCADA: will it work with these or do we replace them?":
  // fitting the pumps the visitor has, which the installation page answers, its SCADA line with it.
  !THEIR_PUMPS_FITTED.test(q) &&
  /\b(talk\w*|speak\w*|support\w*|connect\w*|integrat\w*|interface\w*|link\w*|communicat\w*|compatible|work with)\b/.test(q) &&
  !/\b(post|job|opening|role|position|apply|experience|candidate|fresher)\b/.test(q);

/**
 * "How long does installation take at one station?": the installation page answers who installs
 * and that the time depends on the station, so it is a question, not a hand-off; a timeline from
 * an order ("how many weeks after the PO to deliver and install?") is the team's to give.
 */
const INSTALLATION_TIME =
  /\bhow (long|many (days|weeks|hours)) (does|will|would|to) (it )?(the )?(installation|install|commissioning|setup|set up|fitting)\b|\bhow (long|many (days|weeks|hours)) (does|will|would) it take to (install|commission|set (it )?up|fit)\b|\b(installation|commissioning) (time|duration)\b/;
const ORDER_OR_DELIVERY =
  /\b(order|po|purchase|deliver\w*|supply|ship\w*|dispatch|lead time|tender|commit\w*|before|by the|monsoon|deadline|go live)\b/;
const asksInstallationTime = (q: string): boolean => INSTALLATION_TIME.test(q) && !ORDER_OR_DELIVERY.test(q);

/** A company's departments, whose heads are officers: "head of sales", "who heads engineering?". */
const DEPARTMENTS = String.raw`sales|engineering|technology|r&d|research|marketing|operations|hr|business development`;
/** The titles of a company's officers: "CTO", "chairman", "head of sales". */
const OFFICERS = String.raw`ceo|cto|cfo|coo|cmd|md|managing director|chairman|chairperson|chairwoman|president|vice president|vp|chief \w+ officer|head of (${DEPARTMENTS})|directors?|owners?|promoters?|leaders?|leadership|management|top management`;

/** "who runs aquaflow?", "management team?", "who is your CTO?": the company's leaders are not named on the site. */
const LEADERSHIP = new RegExp(
  String.raw`\bwho (is|are) (the |your |ur )?(${OFFICERS})\b|\bwho (runs|leads|heads|owns|manages) (the |your )?(${DEPARTMENTS})( team| department)?\b|` +
    /\bwho (runs|leads|heads|owns|manages) (aquaflow|the company|your company|the business|your business|you)\b|\b(management|leadership) team\b|\bboard of directors\b|\b(names?|profiles?) of (the |your )?(founders?|directors?|ceo|management|leaders?)\b|\bfounders'? names?\b|\bwho (is|are|was|were) (the |your |ur )?(co-?)?founders?\b.{0,40}\bnames?\b|\bnames? of (the |your |ur )?(co-?)?founders?\b/
      .source,
);

/** "how many people work at aquaflow?", "how big is your team?": the company's size is not published. */
const TEAM_SIZE =
  /\bhow many (people|persons|employees|staff|engineers|members|workers)\b.{0,30}\b(work|working|employ\w*|are (there|in)|do (you|u) have|have (you|u) got|in (your|ur|the) (team|company|firm|office))\b|\b(team|company|staff|employee) (size|strength|count)\b|\bsize of (your|ur|the) (team|company|firm|staff|organi[sz]ation)\b|\bnumber of (employees|staff|people|engineers)\b|\bhead ?count\b|\bhow (big|large) is (your|ur|the) (team|company|firm|organi[sz]ation)\b/;

/**
 * "do you offer internships or thesis topics?": none is published, so the team answers. Not
 * "explain it simply, it's for my college project": a project the visitor has is no request for one.
 */
const INTERNSHIP =
  /\b(internships?|interns)\b|\b(offer|have|give|provide|any|take|apply for|guide|supervise)\b.{0,30}\b(thesis|dissertation|student projects?|final[- ]year projects?|summer training|industrial training)\b/;

/**
 * "is our data on AWS or Azure?", "in which region is our data stored?", "servers located in
 * India?": the cloud's vendor and location are not published (an Azure skill a job asks for is the careers page's).
 */
/**
 * "what happens to my data if we stop using ipumpnet?", "do we get our data back if we cancel?":
 * the data when a customer leaves; not "if we stop using it, who owns the readings?", whose the
 * data is, which is published.
 */
/**
 * "can we start with Mini and upgrade later?", "is it possible to move from Basic to Pro next
 * year?": a station moved to another model, which the pages never say how.
 */
const MODEL_CHANGED_LATER =
  /\b(upgrad\w*|move up|moving up|step up|switch\w*|migrat\w*|shift\w*|mov(e|ing)|go|going) (from (mini|basic|lite|pro|max) )?(to|into) (the )?((mini|basic|lite|pro|max)\b(?! (flow|speed|head|load|pressure|level|capacity|power|current|rpm|temperature))|(a )?(higher|bigger|next|better|another|different|top) (model|version|plan|tier|package)s?\b)|\b(start|begin|go)\w* with (the )?(mini|basic|lite|pro|a (lower|smaller|cheaper) (model|version|plan))\b.{0,40}\b(upgrad\w*|move up|switch\w*|add (more )?features)\b|\b(upgrad\w*|downgrad\w*) (the |our |a |my )?(model|plan|version|package|subscription)s?\b|\b(can|could|is it possible to) (we |i )?(upgrad\w*|downgrad\w*)(?= later| afterwards| in future| next year| when|\W*$)|\bupgrade path\b/;
const DATA_ON_LEAVING =
  /^(?!.*\b(owns?|owner|ownership|whose)\b).*\b(data|readings|records|history|reports)\b.{0,60}\b(stop using|stopped using|stop (the |our )?(subscription|service|contract)|cancel\w*|leave|leaving|terminat\w*|contract (ends?|expires?|is over)|end of (the |our )?(contract|subscription)|discontinu\w*|switch (to )?(another|other|a different) (vendor|provider|system))\b|\b(stop using|cancel\w*|leave|terminat\w*|discontinu\w*)\b.{0,60}\b(our|my|the) (data|readings|records|history)\b.{0,20}\b(back|returned|handed over|deleted|exported|kept)\b|\b(stop using|stopped using|cancel\w*|terminat\w*|discontinu\w*)\b.{0,60}\bwhat (happens|will happen|would happen) to (our|my|the|all) (data|readings|records|history)\b/;
/**
 * "what internet speed is needed?", "how much data does the edge unit use a month?": the link's
 * capacity or data use, which no page gives; not how the link is made (wired or cellular).
 */
const BANDWIDTH =
  /\bspeed of (the |your |an |our )?(internet|network|connection|link|broadband)\b|\bhow fast (an? |the )?(internet |network |broadband |data |mobile )?(line|link|connection|network|internet)\b|\b(internet|network|connection|link|broadband|upload|data|4g|sim|line) (speed|bandwidth)\b|\bbandwidth\b|\b(mbps|kbps|mb\/s|kb\/s)\b|\b(data|sim) (usage|consumption|plan|pack|volume|limit|cap)\b|\bhow (much|many) (mobile |cellular |internet )?(data|mb|gb)\b.{0,40}\b(use|uses|used|need|needs|needed|consume|consumes|send|sends|sent|transfer|transfers|per (day|month|week))\b/;
/** "which mobile operator's SIM goes in the edge unit? Jio, Airtel?": whose cellular network, which no page names. */
const MOBILE_OPERATOR =
  /\b(which|what|whose) (mobile |cellular |telecom |network |gsm |4g )?(operators?|carriers?|service providers?|telcos?)('s?)?\b|\b(which|what|whose) (company'?s? )?sim( card)?s?\b|\b(jio|airtel|bsnl|mtnl|vodafone idea|vodafone)\b/;
/** "can the sensors be fitted while the pump is running or do we need a shutdown?": whether fitting stops a pump, which no page says. */
const INSTALLATION_DOWNTIME =
  /\b(stop|shut( down)?|switch off|turn off) (the |our |all )?(pumps?|station|plant)( down| off)? (to|for|while|during|before) (fit|install|mount|retrofit|put)\w*\b|\b(fit|fitted|fitting|install\w*|mount\w*|retrofit\w*|put in)\b.{0,40}\b(while|when|without stopping) (the |our )?(pumps?|station|plant) (is |are )?(running|working|in operation|on|operating)\b|\b(need|needs|require\w*|involve\w*|cause\w*|mean\w*) (a |any )?(shut ?down|downtime|stoppage|outage)\b.{0,40}\b(install\w*|fit\w*|mount\w*|retrofit\w*|sensors?|commission\w*)\b|\b(install\w*|fit\w*|mount\w*|retrofit\w*|sensors?|commission\w*)\b.{0,60}\b(shut ?down|downtime|stoppage)\b/;
const HOSTING =
  /\b(which|what) (public )?(cloud|hosting|server) (provider|vendor|platform|service|company|partner)s?\b|^(?=.*\b(data|host\w*|stored|store|servers?)\b)(?!.*\b(roles?|jobs?|openings?|experience|hiring|vacanc\w*|certifi\w*|cert|skills?|lead|engineer|developer)\b).*\b(aws|amazon web services|azure|google cloud|gcp|oracle cloud|digitalocean|alibaba cloud)\b|\b(which|what) (country|countries|region|city|data ?cent(er|re)s?|location)\b.{0,40}\b(data|servers?|cloud)\b.{0,30}\b(stored|hosted|kept|located|resides?|saved)\b|\b(data|servers?) (are |is )?(stored|hosted|kept|located) in (which|what) (country|region|city|data ?cent(er|re)|location)\b|\bdata (locali[sz]ation|residency|sovereignty)\b|\b(data|servers?)\b.{0,40}\b(stored|hosted|kept|located|resides?|saved)\b.{0,25}\b(in|within|inside|outside) (india|the country|our country|the eu|europe|the us|the usa)\b/;

/**
 * "do you work outside India?", "which countries do you serve?", "a utility in Kathmandu: can you
 * install it here?": where we take on stations is not published.
 */
const REGION =
  /\b(outside|beyond|other than) india\b|\b(which|what|other|how many) (countries|regions|states|cities|towns|districts)\b|\b(abroad|overseas|internationally|international (customers|clients|projects|markets?))\b|\b(work|operate|serve|supply|deliver|install|sell|available|active|present|projects?) (in|to) (africa|europe|the (uae|us|usa|uk|middle east|gulf)|uae|usa|uk|gulf|middle east|asia|south east asia|nepal|bangladesh|sri lanka|bhutan|kenya|nigeria|saudi( arabia)?|oman|qatar|dubai|other countries|your country|my country)\b|^(?=.*\b(we are|we're|i am|i'm|based|located)\b.{0,60}\bin [a-z]+)(?=.*\b(supply|install|deliver|serve|service|work|operate|come|available)\b.{0,40}\b(here|over here|in our (country|city|state|region|area))\b)/;

/** "any office or service engineer in Kolkata?", "a branch near us?": someone of ours near the visitor. */
const LOCAL_PRESENCE =
  /\b(any|an|a|your) (office|offices|branch|branches|service (engineers?|centres?|centers?|team|staff)|engineers?|team|representatives?|presence|people)( or (an? |any )?(office|branch|service (engineers?|centres?|centers?)|engineers?))? (in|at|near|around) (?!(the |your |our )?(pune|site|station|stations|plant)\b)[a-z]+/;

/**
 * "does the mobile app work on iPhone or only Android?": which phones the app runs on is not
 * published; "is there an iPhone app?", "the readings on my android phone" ask for the app itself.
 */
const APPLE = /\b(ios|iphone|ipad|apple|app ?store)\b/;
const ANDROID = /\b(android|play ?store|google play)\b/;
const PLATFORM_ASKED =
  /\b(works?|run|runs|available|support\w*|compatible|download\w*|install\w*)\b.{0,20}\b(on|for|with|from|in) (the )?(ios|iphone|ipad|apple|app ?store|android|play ?store|google play)\b|\bonly (on |for )?(ios|iphone|android)\b/;
const asksAppPlatforms = (q: string): boolean =>
  /\b(app|apps|mobile|phones?|smartphones?|tablets?)\b/.test(q) && ((APPLE.test(q) && ANDROID.test(q)) || PLATFORM_ASKED.test(q));

/** "any support in tamil?", "can your engineers speak marathi?": the languages people, not screens, work in. */
const SUPPORT_LANGUAGE = new RegExp(
  String.raw`(\b(support|service|help ?desk|helpline|commissioning|site visits?)|\b(your|ur|aquaflow'?s?) (\w+ )?(engineers?|technicians?|staff|team|people|trainers?|executives?))\b.{0,30}\b(speak|speaks|talk|talks|know|knows|in|understand|understands)\b.{0,12}\b${LANGUAGES}\b`,
);
/** "can the dashboard be shown in Hindi?", not "translate this letter into Marathi": the languages the product shows. */
const INTERFACE_LANGUAGE = new RegExp(
  String.raw`\b(dashboards?|app|apps|reports?|software|interface|screens?|ui|menus?|display\w*|shown|show|alarms?|sms|messages?|portal)\b.{0,60}\b${LANGUAGES}\b|\b${LANGUAGES}\b.{0,20}\b(version|interface|dashboards?|app|ui|menus?|screens?|reports?)\b`,
);

/**
 * "are your sensors ATEX certified for Zone 1?", not "the pump area is a hazardous zone": a
 * hazardous-area certification, which the credentials do not list.
 */
const HAZARDOUS_AREA_RATING =
  /\b(install\w*|used|use|fitted|fit|mounted|placed|put|operate|work)\b.{0,40}\b(zone ?[012]|hazardous (areas?|zones?|locations?))\b|\b(atex|iecex|peso (certif\w*|approv\w*|licen[cs]\w*)|explosion[- ]?proof|flame[- ]?proof|intrinsically safe|intrinsic safety|explosive (atmospheres?|gas(es)?|zones?|areas?|environments?))\b|\b(certif\w*|rated|approved|suitable)\b.{0,40}\b(hazardous (areas?|zones?|locations?)|zone ?[012]|class i div(ision)? ?[12])\b/;

/** "can the Azure lead role be done fully remote?", "what's the location for that role?": where a role is worked. */
const WORK_ARRANGEMENT =
  /\b(work(ing)? from home|wfh)\b|^(?=.*\b(roles?|jobs?|openings?|positions?|posts?|vacanc\w*|lead|engineer|programmer|developer|hiring|apply|candidates?)\b)(?!.*\bremote (monitoring|stations?|sites?|villages?|pits?|areas?|locations?|access|control)\b).*\b((fully|be done|done|work|working|job|role|position|option( for)?) remote(ly)?|remote(ly)? (work|working|job|role|position|option|possible)|hybrid (work|working|mode|role|model)|relocat\w*|(job|work|posting) location|location (of|for) (the|that|this|your) (\w+ ){0,3}(job|role|post|position|opening)|where (is|will) (the|this|that) (\w+ ){0,3}(job|role|post|position|opening) (be )?(based|located)|(jobs?|openings?|vacanc(y|ies)|roles?|positions?|posts?) (\w+ ){0,2}(in|at|near) (pune|mumbai|bombay|bangalore|bengaluru|delhi|ncr|hyderabad|chennai|kolkata|noida|gurgaon|gurugram|ahmedabad|nagpur|nashik|kochi|jaipur|lucknow|indore|my city|my town|your city|other cities|another city))\b/;

/** When the office is open: not published, so the team's phone and e-mail answer it. */
const OFFICE_HOURS =
  /\b(office|business|opening|working|work) (hours|timings?)\b(?!.{0,40}\b(jobs?|roles?|positions?|posts?|openings?|vacanc\w*|intern\w*|shifts?)\b)|\b(hours|timings?) of (your|the) (office|company)\b|\bwhat time (do|does) (you|your office|the office) (open|close)\b|\bwalk[- ]?ins?\b|\b(visit|come|meet)\b.{0,25}\b(on )?(a )?(saturdays?|sundays?|weekends?|holidays?)\b|\b(i|we) (just )?(drop|pop|swing|come) (by|in|over)\b(?=\W*$)|\b(without|need) (an |a prior |prior )?appointment\b|\b(drop|come) (by|in|over) (at )?(your|the) office\b|\b(are you|is (your|the) office) (open|closed) (on|during) (saturdays?|sundays?|weekends?|holidays?|public holidays?)\b/;

/**
 * The visitor's own order, application or complaint ("the edge unit we ordered still hasn't
 * come", "status of my application"): only the team can look it up.
 */
const OWN_CASE =
  /\b(status|update|progress) (of|on) (my|our) (order|application|enquiry|inquiry|complaint|request|ticket|po|purchase order|shipment|consignment|installation)\b|\b(my|our) (job |service |purchase )?(order|application|enquiry|inquiry|complaint|ticket|po|purchase order|shipment|consignment)\b.{0,60}\b(status|not (yet )?(been )?(delivered|arrived|received|installed|shipped|processed)|has ?n[o']?t|still|delayed|pending|stuck|when (is|are|will|do|does|can|would|should))\b|\b(our|my) (\w+ ){0,3}(unit|device|gateway|edge unit|dashboard|installation|system|sensors?)\b.{0,60}\b(stopped (sending|working|showing|updating)|not (sending|working|showing|updating)|(shows|showing|is|went|gone)( \w+){0,2} offline|no data|(please|pls|kindly) (fix|resolve|restore|repair|look into))\b|\b(i|we) (have )?(applied|placed (an |the |our |my )?order|ordered|bought|purchased|raised (a|an) (complaint|ticket)|filled( in| out| up)?|submitted|sent)\b.{0,80}\b(status|not (yet )?(heard|received|delivered|arrived)|nothing (has been |was |is )?(yet )?(delivered|arrived|received|shipped|installed)|yet to (arrive|be delivered|receive|hear)|no (reply|response|update|news)|still|what happened|has ?n[o']?t|have ?n[o']?t|when (will|is|are|do|does|can|would|should))\b/;

/** How long a complaint takes to be resolved, which the terms publish. */
const TIME_TO_RESOLVE =
  /\b(complaints?|grievances?)\b.*\b(by when|how long|how many days|within how|time ?frame|timeline|deadline)\b|\b(by when|how long|how many days)\b.*\b(complaints?|grievances?)\b/;

/** The academy's courses, as visitors name them: a question about them, or one a follow-up's "they" may mean. */
export const NAMES_COURSES = /\b(course|courses|training|trainings|academy|classes|workshops?|sessions?|batch|batches)\b/;

/** The hand-offs about the academy's courses. */
export const COURSE_TOPICS: ReadonlySet<HandoffTopic> = new Set(['course fees', 'course format', 'course assessment']);

/** How a course is given: online or in person, where, and in which language. */
const COURSE_FORMAT =
  /\b(online|on-?line|virtual(ly)?|remotely|remote (learning|classes|sessions?|courses?|training)|zoom|webinars?|e-?learning|recorded|self-?paced|in[- ]person|physically|classroom|offline|face[- ]to[- ]face|on-?site|at our (site|plant|station|premises|office|works)|venue|language|languages|hindi|tamil|telugu|marathi|kannada|malayalam|bengali|bangla|gujarati|punjabi|odia|urdu|english|regional)\b/;

/** "is there an exam at the end of the training?": how a course is assessed, which no page says. */
const COURSE_ASSESSMENT =
  /\b(certificates?( of (completion|participation))?|certified|certification|exams?|examinations?|assessments?|assessed|quiz(zes)?|graded|grading|pass marks?|marks|(final|written|practical|online) tests?|tests? (at|after|in) the end|(have|take|write|pass|clear) (a |the |any )?tests?)\b/;

/** Units a visitor may ask a figure in that a page could give one in. */
const UNIT_ASKED =
  /\b(?:in|how many|what|which|exact|the)\b[^?.!]*?(?<![\d.,]\s?)(?<![\w/])(mm\/s|in\/s|ips|µm|microns?|mils|dba?|db\(a\)|cpm|n\s?m|psi|kpa|mpa|gpm|°f)(?![\w/])/;

/**
 * "What is the exact limit in mm/s between zone B and C?": the unit of a figure the visitor asks
 * for, not one they give ("vibration is 7 mm/s, ok?"), if the question asks for a figure.
 */
export function unitOfFigureAsked(query: string): string | null {
  const q = normalise(query);
  if (
    !/\b(how (much|many|high|low)|what (is|are|'s)|which|exact|limit|limits|value|values|figure|maximum|minimum|max|min|permissible|allowable|allowed|acceptable)\b/.test(
      q,
    )
  )
    return null;
  return UNIT_ASKED.exec(q)?.[1] ?? null;
}

/** "vibration is 7 mm/s, is that high?": a reading in a unit, put up for judgement. */
const READING_IN_A_UNIT = /(?<![\w.])\d+(?:\.\d+)?\s?(mm\/s|in\/s|ips|µm|microns?|mils|dba?|db\(a\)|cpm|psi|kpa|mpa|gpm|°f)(?![\w/])/;
const JUDGED =
  /\b(is (that|this|it)|are (they|these)|(that|this|it)('?s| is))( \w+)? (high|too high|ok|okay|fine|normal|acceptable|safe|bad|alarming|a problem|dangerous|within limits?|good)\b|\b(high|ok|okay|normal|acceptable|safe) or not\b|^(is|are) [^?]{0,60}\b(ok|okay|fine|normal|acceptable|safe|high|too high|within limits?)\b/;

/** The unit of a reading the visitor asks to have judged ("7 mm/s, is that high?"), else null. */
export function unitOfReadingJudged(query: string): string | null {
  const q = normalise(query);
  return JUDGED.test(q) ? (READING_IN_A_UNIT.exec(q)?.[1] ?? null) : null;
}

/** A question only a person at the company can answer honestly, or a request for a person. */
export function handoffOf(query: string): HandoffTopic | null {
  const q = normalise(query);
  if (
    // "insulation class F", "class 1 zone": a rating, not a lesson.
    /\b(course|courses|training|academy|classes|workshop)\b|(?<!(insulation|accuracy|pressure|efficiency|protection|ie\d) )\bclass\b(?! ([a-h]|\d+|i{1,3}|iv)\b)/.test(
      q,
    ) &&
    (/\b(fees?|cost|costs|price|charges?|how much|pay|free|paid)\b/.test(q) ||
      // "when does the next course start?": its dates are announced on request, as its fees are.
      /\b(when (does|do|will|is|are|would|can)\b.{0,40}\b(start|starts|begin|begins|commence\w*|held|conducted)|when (the |a |your |its |the next )?(course|training|batch|class|session|workshop)e?s? (starts?|begins?|commences?|is held|are held)|(start|starting|begin|beginning|commencement) dates?|next (batch|session|course|intake|class|programme|program)|upcoming (batch|batches|courses?|sessions?|classes))\b/.test(
        q,
      )) &&
    // "does the price include training" asks about the product's price.
    !/\b(price|cost)s? (include|cover)/.test(q)
  ) {
    return 'course fees';
  }
  // "are the courses online?", "can they be taught in Hindi?": how a course is given is arranged on request.
  if (NAMES_COURSES.test(q)) {
    if (COURSE_ASSESSMENT.test(q)) return 'course assessment';
    if (COURSE_FORMAT.test(q)) return 'course format';
  }
  if (
    /\b(salary|salaries|ctc|pay scale|pay package|stipend|remuneration|compensation package|take[- ]home|how much (do|will|would) (you|u|aquaflow) pay)\b/.test(
      q,
    )
  )
    return 'salary';
  // "is there a service bond for freshers?", "what is the notice period?": the terms of a job, agreed in hiring.
  if (TERMS_OF_A_JOB.test(q) && ABOUT_A_JOB.test(q)) return 'employment terms';
  if (
    /\b(nda|non-?disclosure|gem portal|turnover|(participate|take part|bid) in ((government|govt|public|psu|state) )?tenders|boq|bill of quantities|balance sheets?|audited (accounts|financials|statements)|financial statements|solvency certificate|experience certificates?|(certificates?|documents?|papers) (for|required (for|in)|asked (for )?in) (our|the|a|this) (tender|bid)|(are|is) (you|aquaflow) (on|registered on) gem|empanel\w*|approved vendor|bank (details|account)|invoic\w*|credit (period|terms)|purchase terms|(your|aquaflow'?s?) (dpiit |startup india |startup |gst |pan |msme |udyam |cin |tan |iec )?(gst|gstin|pan|msme|udyam|cin|tan|iec|dpiit|startup) (recognition |registration |certificate )?(number|no|registration|certificate|recognition)|sign (our|the|a) (\w+ )?(nda|agreement|contract|code of conduct|declaration|undertaking|form)|vendor (code|onboarding)|purchase orders? from (government|govt|public|psu)|accept (government|govt|psu) (orders|pos|purchase orders))\b/.test(
      q,
    )
  )
    return 'paperwork';
  if (
    /\b(do|can|could|will|would) (you|u|aquaflow|your (company|team))( also)? (sell|supply|provide|stock|repair|service|overhaul|rewind|refurbish|maintain|fabricate|manufacture|make|deal in)\b.{0,30}\b(pumps?|motors?|spares?|parts|impellers?|seals?|valves?|panels?|starters?|vfds?|drives?|pipes?)\b|\b(do|does|did) (you|u|aquaflow) (have|keep|hold) (any )?(stock|pumps|motors|spares|spare parts)\b|\b(pumps?|motors?|spares?|parts|impellers?|seals?|valves?|panels?|starters?|vfds?|drives?|pipes?|bearings?)\b.{0,60}\b(do|can|could|will|would) (you|u|aquaflow|your (company|team))( also)? (sell|supply|stock|provide|deal in) (it|them|one|these|those|that|this)\b|\b(do|can|could|will|would) (you|u|aquaflow|your (company|team))( also)? (sell|supply|stock|deal in) (\S+ ){0,6}(pumps?|motors?|spares?|impellers?|valves?|panels?|starters?|vfds?|drives?)\b|\bready stock\b|\b(distributors?|dealers?|resellers?|channel partners?|franchise|agents?) (in|for|near|at)\b|\b(become|be|partner with you as) (a |an |your )?((channel|business|sales|service|authori[sz]ed) )*(distributor|dealer|reseller|partner|agent)\b|\b(can|could|do|does|will|would) (you|u|aquaflow|your (team|company|engineers))( also)? (do|carry out|perform|conduct|undertake|take up|handle|offer|prepare|make(?! sure)|provide|execute|replace)\b.{0,30}\b(energy audits?|audits?|efficiency tests?|pump tests?|performance tests?|dpr|detailed project reports?|feasibility (study|report)|turnkey|epc|o&m|operation and maintenance|our pumps|repairs?|servicing|overhauls?|overhauling|rewinding)\b|\b(take up|undertake|execute|do) (turnkey|epc|o&m) (projects?|contracts?|jobs?|work)?|\bwhite[- ]?label\w*|\bresell\w*|\bex-?stock\b|\b(in|from) stock\b|\bspare (sensors?|parts|units?) (available|in stock)\b/.test(
      q,
    )
  )
    return 'supply';
  // "send me your datasheets", not "L10 life in the bearing catalogue"; the brochure is on the downloads page.
  if (
    // "do you have any case studies?" is answered by the projects page; sending one, or one of a
    // kind of plant ("from a wastewater plant"), is the team's.
    /\b(send|share|email|e-mail|mail|get|have|download|give|forward)( me| us)? (a |an |the |your |any )?(product |company |technical )?(datasheets?|data sheets?|spec sheets?|drawings?|company profile)\b|\b(send|share|email|e-mail|mail|download|forward)( me| us)? (a |an |the |your |any )?(case stud(y|ies)|references?)\b|\b(get|have|give)( me| us)? (a |an |the |your |any )?(case stud(y|ies)|references?) (from|for|in|of|at|on|with)\b/.test(
      q,
    )
  )
    return 'documents';
  if (
    /\b(talk|speak|chat) (to|with) (a |an |some ?one|your |the )?(person|human|real person|agent|someone|somebody|sales|salesperson|engineer|team|representative|expert|ceo|md|managing director|director|founder|owner|boss|manager|management)\b|\b(call me( back)?|ring me|give me a (call|ring)|callback|call back|contact me|reach me|(ask|tell|have) (your|the|a|some) (\w+ )?(person|engineer|team|expert|someone|guy) to (call|ring|phone|contact) (me|us)|sales (team|person|rep|manager|department|office)|connect me|put me (in touch|through)|get in touch with (a|an|your|the|some)|(who|whom) (should|do|can) (i|we) (contact|call|write to|speak to|talk to)|(any ?one|someone|somebody) from (sales|the team|your team|the company|aquaflow|support)( (available|there|here|online))?(?=\W*$)|(arrange|book|schedule|set up|fix|have) (a |an )?(meeting|call|appointment|presentation|video call|teams call|zoom call)|meet (your|the) (team|engineers?|sales)|presentation (to|for|at) (our|the|my)|contact (for|about) (sales|buying|purchase|orders?))\b/.test(
      q,
    ) &&
    // "can I just leave my email id and you contact me?": the form that asks for nothing else answers.
    !LEAVES_EMAIL_ONLY.test(q)
  ) {
    return 'person';
  }
  // "raised a complaint 2 weeks back, by when should it be resolved?": the published time to resolve a grievance answers.
  if (OWN_CASE.test(q) && !TIME_TO_RESOLVE.test(q)) return 'own case';
  if (OFFICE_HOURS.test(q)) return 'office hours';
  if (LEADERSHIP.test(q)) return 'leadership';
  if (TEAM_SIZE.test(q)) return 'team size';
  if (INTERNSHIP.test(q)) return 'internship';
  if (HOSTING.test(q)) return 'hosting';
  if (DATA_ON_LEAVING.test(q)) return 'data on leaving';
  // Not "we have Pro, what would moving to Max add?": what a model adds is published.
  if (MODEL_CHANGED_LATER.test(q) && !/\b(what|which)\b.{0,60}\b(add|adds|added|get|gets|gain|extra|more|difference|different)\b/.test(q))
    return 'upgrade';
  if (BANDWIDTH.test(q)) return 'bandwidth';
  if (MOBILE_OPERATOR.test(q)) return 'mobile operator';
  // Asked with how it is installed or how long it takes, the installation page answers the message.
  if (
    INSTALLATION_DOWNTIME.test(q) &&
    !/\bhow (is|are|long|do you|does it|will you|(many|much) (days|weeks|hours|time))\b|\bwho (installs|does|will)\b/.test(q)
  )
    return 'installation downtime';
  if (REGION.test(q) || LOCAL_PRESENCE.test(q)) return 'region';
  if (asksAppPlatforms(q)) return 'app platforms';
  if (INTERFACE_LANGUAGE.test(q)) return 'interface language';
  if (SUPPORT_LANGUAGE.test(q)) return 'support language';
  if (HAZARDOUS_AREA_RATING.test(q)) return 'hazardous area';
  if (WORK_ARRANGEMENT.test(q)) return 'work arrangement';
  // How many stations or customers the company has is not published ("combined experience covers
  // over 5000 stations" is the founders' experience, not the product's installed base); nor is how
  // many pumps one unit or model takes ("one edge analytics unit per station" is all the files say).
  if (
    /\bhow many (pumps|stations|sensors|users|sites|motors) (can|could|will|would|does|do) (ipumpnet|it|the system|your system|(each|one|a|the) (\w+ )?(model|unit|edge unit|edge analytics unit|licen[cs]e)|the (mini|basic|lite|pro|max)( model)?) (handle|support|monitor|connect|take|manage|cover|read)\b|\b(max|maximum|upper) (limit|number)( of)? (pumps|stations|sensors|users|sites)? ?(per|for|in|on) (a |each |one |the )?(model|unit|station|edge unit|licen[cs]e)\b/.test(
      q,
    ) ||
    /\bhow many (pumping )?(stations|customers|clients|installations|sites|utilities|users|pumps|plants) (are|do|have|is|does) (you|u|aquaflow|ipumpnet)\b(?!.{0,40}\b(need|require|support|handle|connect|take|per|project|board|client|reference)\b)/.test(
      q,
    ) ||
    /\bhow many (pumping )?(stations|customers|clients|installations|sites|utilities|plants|pumps) (are |is )?(currently |now |already |presently |actually )?(using|use|running|run on|on|monitored (by|with)|connected to|equipped with|fitted with) (ipumpnet|it|your (system|product|solution))\b|\binstalled base\b|\bnumber of (installations|customers|clients|stations (using|on|with))\b/.test(
      q,
    )
  )
    return 'unpublished';
  // "can you share the name and contact of the water board where you installed it?": a client's
  // name and contact, which the project pages withhold.
  if (
    /\b(names?|contacts?|contact (details|numbers?|persons?)|phone( numbers?)?|numbers?|e-?mails?|details|person) (and (contacts?|contact (details|numbers?)|numbers?|phone|e-?mails?|details|designation) )?(of|at|in|from) (the |your |that |this |a |any |one of your )?(existing |current |reference |present |old )?(clients?|customers?|water board|utility|utilities|board|corporation|municipality|municipal corporation|plant|site|users?)\b(?!.{0,30}\b(form|demo)\b)|\b(speak|talk) (to|with) (one of )?(your|a|an|the|any) (existing |current |reference )?(clients?|customers?|users?)\b/.test(
      q,
    )
  )
    return 'references';
  // "Can you share a couple of existing customers I could call for a reference?": a client to speak to.
  if (
    /\b(share|give|send|provide|suggest|name)\b.{0,30}\b(customers?|clients?|users?)\b.{0,40}\b(call|contact|speak|talk|ring|reference)\b|\b(customers?|clients?) (as|for) (a )?references?\b|\bfor (a )?references?\b.{0,30}\b(customers?|clients?)\b/.test(
      q,
    )
  )
    return 'references';
  // "can we visit one of your running sites before buying?": a customer's station, which its owner would have to agree to show.
  if (
    /\b(visit|see|look at|show (us|me))\b.{0,30}\b(one of |any of |some of )?(your|a|an|any) (running|existing|installed|live|working|reference|operational|current) (sites?|stations?|installations?|projects?|customers?|plants?)\b/.test(
      q,
    )
  )
    return 'references';
  // "which make of vibration sensor do you fit?", "accuracy of your flow meter": no page names a
  // make, model or accuracy of the parts we fit.
  if (
    /\b(which|what) (make|makes|brand|brands|manufacturer|oem|company'?s?)\b.{0,40}\b(sensors?|meters?|cameras?|instruments?|transmitters?|hardware|edge unit|devices?|modems?|routers?|components?)\b|\b(sensors?|meters?|cameras?|instruments?|transmitters?) (make|brand|manufacturer|oem|accuracy|datasheet)\b|\b(accuracy|model number|part number|datasheet) (of|for) (the |your |its |each |ipumpnet )?(\w+ )?(sensors?|meters?|cameras?|instruments?|transmitters?)\b/.test(
      q,
    )
  )
    return 'unpublished';
  if (CUSTOM_WORK.test(q) || NAMES_A_PROTOCOL(q)) return 'integration';
  if (
    /\b(want|like|plan|planning|looking|wish) to (buy|purchase|order|subscribe|procure)\b|\binterested in (buying|purchasing|ordering)\b/.test(
      q,
    )
  )
    return 'quote';
  if (
    /\bhow (do|can|could) (i|we) (buy|purchase|order|get(?= (it|this|one|ipumpnet|the (system|product|service|solution|software|app|platform)|a (licen[cs]e|subscription|system))\b)(?! (it|this|that) (corrected|changed|fixed|updated|removed|deleted|cancelled|canceled|edited|amended|out|off|working|running)\b)|subscribe)\b/.test(
      q,
    ) &&
    OUR_OFFER.test(q)
  )
    return 'quote';
  // How to get a quote is in the knowledge base (its steps); a quote is not.
  if (
    /\b((what are the|which) steps|process|procedure|how (do|can|should) (i|we) (get|request|ask for|obtain)|what (do|should) (i|we) (need to )?do to get)\b.{0,40}\b(quotes?|quotations?)\b/.test(
      q,
    )
  )
    return null;
  if (
    /\b(quotes?|quotations?|proposal|(participate|submit|apply|bid|bidding|quote) (in|for|to) (our|the|a|this|your) tender|tender (enquiry|inquiry|invitation|documents?|notice)|estimate for|budgetary|commercial offer|offer letter|price offer|techno-?commercial)\b/.test(
      q,
    ) &&
    // "quote the standard", "a number to quote in my seminar", "what figures do you quote for
    // life extension?": to cite, not a price. "numbers for a proposal": the visitor's own proposal, not ours.
    !/\b(for|in) (a|my|our|the) (proposal|report|presentation|thesis)\b|\bquote (the|a) (standard|source)\b|\b(number|figure|line|sentence|source|fact|stat\w*) to quote\b|\bquote (it|this|that|them|you) in\b/.test(
      q,
    ) &&
    !QUOTED_AS_CITED.test(q)
  )
    return 'quote';
  // "a ballpark for next year's budget" asks a price; "the hydraulic power, just ballpark" a rough figure.
  if (/\bballpark\b/.test(q) && /\b(price|prices|pricing|cost|costs|budget\w*|rs|inr|rupees|lakhs?|crores?|charges?|fees?|spend)\b/.test(q))
    return 'quote';
  // "is the 5-35 % improvement guaranteed?" is about the published figures (the disclaimer).
  const figuresGuaranteed = /\b(saving|savings|improvement|efficiency|results?|figures?|percent|%)\b.*\bguarantee/.test(q);
  const afterSale =
    /\b(after[- ]?sales?|support contract|service support)\b|\b(covered|replace\w*|repair\w*|fix\w*)\b.{0,30}\b(free of (cost|charge)|for free|free|at no (cost|charge)|without charge)\b|\bmaintenance (charges?|costs?|fees?|contracts?)\b|\bsupport (do|will|would) (you|u) (give|provide|offer)\b|\b(support|service) after (installation|commissioning|the sale|sales|purchase)\b|\bhow long is (the )?(hardware|system|it|equipment|sensor|unit)s? covered\b|\bif (a |the |any |one |our )?(edge )?(sensor|unit|hardware|device|edge box|box)s? (fails?|breaks?|stops|dies)\b/;
  if (
    (/\b(warrant(y|ies|ee)|guarantee[ds]?|amc|annual maintenance contract|service contract|sla|service level( agreement)?|how (fast|soon|quickly) (will|would|can|does) (your|an|the) (engineer|technician|team|service)\w* (come|reach|arrive|attend|respond)|(breakdown|on-?site|field) (support|service) (response|time)|(service|support|repair|breakdown|maintenance) response( time)?|response time (if|when|for) (something|anything|a (sensor|unit|part)|it) (breaks|fails|goes wrong|stops)|support tickets?|raise a (ticket|service request)|point of contact after (purchase|installation|the sale|sale|commissioning))\b/.test(
      q,
    ) ||
      afterSale.test(q)) &&
    !/\bguaranteed (performance|duty|efficiency|savings?|energy|flow|head|power|figures?|values?|kwh)\b/.test(q) &&
    !figuresGuaranteed
  ) {
    return 'warranty';
  }
  if (
    /\b(contract (period|duration|length|term|tenure)|how long is the (contract|subscription|agreement)|(can|could) (we|i) (cancel|terminate|exit|stop (the |our |my )?(contract|subscription|service|agreement|paying|payments?))|cancel\w* (the |our |my )?(contract|subscription|service|agreement)|lock-?in( period)?|renewal (terms|fee|charges?))\b/.test(
      q,
    ) &&
    // "if we cancel the contract, who owns the readings?" asks about the data, which is published.
    !/\b(owns?|whose|data|readings|records|reports)\b/.test(q)
  )
    return 'contract';
  if (
    /\b(how many|number of) licen[cs]es\b|\b(charged|billed|priced|paid) (separately|extra|additionally)\b|\bis (the )?(installation|commissioning|training|the app|mobile app|support|hardware|the hardware|gst|tax) (free|included|extra|chargeable|separate|part of the price)\b/.test(
      q,
    )
  )
    return 'price';
  // "how many user logins per station?", "how many people can log in?": no page says, and it is no price.
  if (
    /\b(how many|number of) ((user|dashboard|app) )?(logins|seats|accounts|user accounts|users)\b|\bhow many (people|persons|users|staff|operators|engineers|of us)\b.{0,30}\b(log ?in(to)?|login|sign in(to)?|access|use)\b/.test(
      q,
    )
  )
    return 'unpublished';
  if (/\b(sample|example|specimen|dummy) (report|reports|dashboard|data)\b.{0,30}\b(before|buy\w*|purchas\w*|see|get)\b/.test(q))
    return 'trial';
  // Training at the customer's site: its dates, fees and venue are the academy's to announce.
  if (
    /\b(on-?site|in-?house|at our (site|plant|premises|office)|customi[sz]ed) training\b|\btraining at our (site|plant|premises|office|station)\b|\b(train|training) (our|the) (staff|operators|team|engineers) at (our|the) (site|plant|premises)\b/.test(
      q,
    )
  )
    return 'course fees';
  if (
    // "do the cheaper ones get it too?": the lower models, asked what they have.
    /\b(discounts?|cheaper(?! (ones?|models?|plans?|versions?|tiers?|variants?|editions?)\b)|negotiat\w*|negotiabl\w*|offers? (running|available|going on|now|this (month|year))|any offers?|promotions?|bulk (pricing|rates?|deal)|payment (terms|options|methods|plans?|schedule)|emi|instal?ments?|pay (monthly|yearly|annually|quarterly|in advance|upfront|up front)|pay (a |an |as a |on a |per )?(monthly|yearly|annual|quarterly) (subscription|fee|rent|rental|charge)|subscription (model|basis|plan|fee)|(instead of|rather than) capex|opex (model|basis)|(it|ipumpnet|system|software|platform|product)( is)?( available| offered| sold)? as a service|saas|financing|leasing|lease|rental|rent (it|the|a|this|ipumpnet)|concession\w*|special (price|rate|offer))\b/.test(
      q,
    ) &&
    // "cheaper to run", "offers running now": the words that also speak of running a pump.
    (!RUNNING_COST.test(q) || /\b(discounts?|negotia\w*|concession\w*|special (price|rate)|payment terms|instal?ments?)\b/.test(q))
  )
    return 'discount';
  if (
    !asksInstallationTime(q) &&
    (/\b(delivery time|lead time|how (long|soon|fast|quickly) (will it take|does it take|to|can you|could you|will you) (to )?(deliver|install|get(?! (a |an |any )?(reply|response|answer|call|callback|revert)| back)|ship|set up|commission)|when can (you|it) (be )?(deliver|install|start))\w*/.test(
      q,
    ) ||
      /\b(implementation|deployment|rollout|roll-out|installation|commissioning|project) (timeline|schedule|time|duration|period)\b|\bhow (long|many (weeks|months|days)) (does|will|would) (the )?(deployment|implementation|installation|commissioning|rollout|setup)\b|\b(how (long|many (weeks|months|days))|when) .{0,30}\b(go live|live|operational|up and running)\b/.test(
        q,
      ) ||
      // Not the delivery side of a pump ("delivery pipe", "delivery 150 mm").
      /\b(delivery|deliveries|shipping|dispatch)\b(?! (pipe|pipes|pipework|pressure|valve|valves|side|head|line|main|mains|flange|gauge|flow|tank|reservoir|end|\d))\b.{0,40}\b(how long|when|take|weeks?|days?|months?)\b|\b(how long|when)\b.{0,40}\b(delivery|deliver|shipping|dispatch)\b(?! (pipe|pipes|pipework|pressure|valve|valves|side|head|line|main|mains|flange|gauge|flow|tank|reservoir|end|\d))|\bplace (an|the) order\b|\b(need|want|require)\b.{0,50}\b(before|by) (the )?(\d{1,2}(st|nd|rd|th)? )?(of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\bhow (many|long) (weeks |days |months )?(from|after) (the )?(order|po|purchase order)\b|\b(after|from) (the |our |placing the )?(po|purchase order|order)\b.{0,20}\bhow (many|long|soon)\b|\bwhen (can|could|would|will) (you|your team) (start|begin)\b|\bhow (soon|quickly|fast) (can|could|will|would) (you|your team) (do it|do this|deliver|install|set it up|start|begin|complete|finish)\b|\b(commission\w*|install\w*|deliver\w*|supplied|complete\w*|ready|live|running)\b.{0,40}\bwithin \d+ (days|weeks|months)\b|\bhow (fast|soon|quickly) can (you|we|it) (start|begin|be (installed|running|live))\b|\b(running|operational|working|installed|live) (before|by) (the )?(monsoon|summer|winter|diwali|year end|end of)\b|\b(place|issue|send|raise) (an? |the |our )?(po|purchase order)\b|\b(firm|committed|confirmed|exact|guaranteed) (date|deadline|timeline|completion date)\b|\b(finish|complete|completed|done|install\w*|commission\w*|deliver\w*|live)\b.{0,60}\b(before|by) (the )?(end of )?(\d{1,2}(st|nd|rd|th)? )?(of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next (week|month|year)|this (month|year)|year end|diwali|monsoon)/.test(
        q,
      ))
  ) {
    return 'delivery';
  }
  if (
    (/\btrials?\b/.test(q) && OUR_OFFER.test(q) && !/\btrial (run|start|operation) of (the|a|our) pump/.test(q)) ||
    /\b(free trial|trial (period|run|version|basis|licen[cs]e|account)|(demo|test|trial|sandbox) (account|login|logins|access|environment)|try (it )?(out )?(myself|ourselves) for|(a |on )trial\b|pilot (at|on|in|for|project|installation|phase|station)|proof of concept|poc|free (version|plan|tier|edition|account)|freemium|try (it|ipumpnet|the system) (out |first |for free |free )?(at|on|in|for|before)|money[- ]back (guarantee|offer|policy))\b/.test(
      q,
    )
  )
    return 'trial';
  if (
    /\b(site visits?|site surveys?|site inspections?|(survey|inspect|assess|audit) (our|my|the) (pumping |pump |treatment )?(site|station|plant|pump ?house|pumps|stations)|(visit|trip) (to )?(our|my|the) (pumping |pump |treatment )?(site|station|plant|pump ?house|stations|sites|plants)|come (to|and see|and visit|and inspect|and look at|and check|to check|and test|and audit) (our|my|the) (pumping |pump |treatment )?(site|plant|station|pump ?house|pumps|stations)|send (an|your|a) (engineer|technician|team)|(visit|come (to|and) see) us\b|depute (an|your|a) (engineer|technician|team|person)|joint (inspection|visit|survey)|survey (of )?(our|my)|(engineer|technician|team|someone) (to )?(come|visit)\b.{0,20}\b(site|plant|station|survey)|(your|an|a) (engineers?|technicians?|experts?|person|people|team) (come|visit|drop by|drop in)\b|(your|an|a) (engineers?|technicians?|experts?|team) (\w+ )?(look at|check|inspect|examine|assess|see) (our|my|the) (pumps?|stations?|sites?|plant|motors?|pump ?house)\b|\b(energy |pump )?audit (of|at) (our|my|the) (pumping |pump |treatment )?(site|station|plant|pump ?house|pumps|stations)\b|visit (one of )?(your|an?) (installed |existing |reference |working )?(sites?|installations?|stations?|customers?)|reference (customer|site|client)s?)\b/.test(
      q,
    ) &&
    // "what do we need to arrange before your people come for installation?": what the site needs.
    !/\b(arrange|provide|prepare|keep ready|have ready|organi[sz]e|need|required|needed)\b.{0,60}\bbefore\b.{0,40}\b(come|comes|arrive|arrives|visit|install\w*)\b/.test(
      q,
    )
  )
    return 'visit';
  // How pricing works is in the knowledge base; a price is not.
  if (
    /\b(priced|pricing (model|structure|basis|based)|price (is )?based on|per (pump|station|pumping station) or|how (is|are) (it|ipumpnet|prices?) (priced|calculated|decided|worked out)|how does (the |your )?pricing work|(charge|bill|price) (by|per) (the )?(number of )?(pumps?|stations?))\b/.test(
      q,
    )
  )
    return null;
  if (
    /\bhow much (for|would|will) (\d+|one|two|three|four|five|ten|a|our) (pumping )?stations?\b|\b(investment|capex|outlay) (for|in|needed|required|of)\b/.test(
      q,
    ) &&
    !RUNNING_COST.test(q)
  )
    return 'price';
  if (
    /\bminimum (order|number of (stations|pumps|sites)|quantity|purchase|contract)\b|\bset (us|me|you|them) back\b|\bhow much (is|are|will|would|does|do) (that|this|it|these|those|they|them)( one| model| package| plan| option)?( cost| be| come to)?\s*\??$|\bmoq\b|\bhow much (per|for (a|one|each)) (pump|station|site|sensor|unit|month|year)\b/.test(
      q,
    ) &&
    // "velocity head at 2.5 m/s - roughly how much is it?": a quantity, not a price.
    !QUANTITY_ASKED.test(q)
  )
    return 'price';
  if (
    /\b(rates?|tariff) (for|of) (the )?(ipumpnet|mini|basic|lite|pro|max|models?|system|station|stations|subscription)\b|\btotal cost of ownership\b|\btco\b|\b(price|cost)s? (include|includes|cover|covers)\b/.test(
      q,
    )
  )
    return 'price';
  // "budget for only 3 stations now, can the rest be added later?": whether stations can be added, which the pages say.
  if (ADDED_LATER.test(q)) return null;
  const priceWord =
    /\bhow much (does|do|is|are|will|would|for)\b.*\b(cost|charge|pay|it|this|ipumpnet|system|model|mini|basic|lite|pro|max|license|licence|subscription)\b|\b(price|prices|pricing|priced|cost|costs|costing|rate card|(?<!\b(heart|pulse|flow|sampling|failure|growth|interest|exchange|leak|leakage|wear|corrosion|discharge|pumping|data|error|drip|baud|bit|refresh|frame|breathing|respiration) )rates?|tariff|(?<!\b(in|static|electric|electrical|battery)[- ])charges?|fees?|expensive|cheap|budget|afford\w*|rupees|inr|usd|dollars?|lakhs?|crores?|kitne (ka|ki|ke|me|mein|main)|kitna (hai|padega|lagega|hoga|paisa|kharcha)|keemat|kimat|daam|kharcha|(free|included) or (extra|paid|chargeable)|chargeable|extra cost|cost extra)\b/;
  if (
    priceWord.test(q) &&
    !RUNNING_COST.test(q) &&
    !COSTS_NO_MONEY.test(q) &&
    !QUANTITY_ASKED.test(q) &&
    !CONVERSION.test(q) &&
    (OUR_OFFER.test(q) || tokens(q).length <= 4)
  )
    return 'price';
  return null;
}

/**
 * The message without the tag a visitor ends a question with ("we get 2000 m3/h na?", "it is
 * the same thing, isn't it?"): Hinglish "na", "hai na", or "isn't it", which say nothing asked.
 */
export const withoutTag = (query: string): string => query.replace(/,?\s+(?:hai na|haina|na+|isn'?t it|is it not)\s*(\?+)\s*$/i, '$1');

/**
 * The message without the greeting, introduction or reaction a visitor opens with ("hi, I am an
 * operator at a sewage plant, why does my pump cavitate", "makes sense. how do we stop it?"), or
 * null when there is none or nothing is asked.
 */
export function withoutPreamble(query: string): string | null {
  const parts = query.split(/(?<=[,.;!:])\s+/);
  let start = 0;
  while (start < parts.length - 1) {
    const part = normalise(parts[start]!);
    const opener =
      GREETING.test(part) ||
      // "we're worried an IoT box at the pump house could let hackers in" is no introduction: too long.
      (INTRODUCTION.test(part) && tokens(part).length <= 12) ||
      REACTION.test(tokens(part).join(' ')) ||
      tokens(part).every((w) => isFiller(w));
    if (asksSomething(parts[start]!) || !opener) break;
    start++;
  }
  const rest = parts.slice(start).join(' ');
  return start > 0 && asksSomething(rest) ? rest : null;
}

/**
 * "How does your system work?", and "how does it work?" asked first: how our product works (a
 * "system" alone finds the system curve, and "work" the careers page's work culture). "Is it
 * hardware or software?": what it is made of.
 */
const HOW_IT_WORKS =
  /^(so |and |but |ok |okay |hi |hello )*how (does|do|will|would) (it|this|(your|ur|the|this) (system|solution|product|platform|software|service)) (actually |really |basically |exactly )?work\b/;

/**
 * "is iPUMPNET hardware or software?", "ipumpnet is a device or an app??": what kind of thing it
 * is, which its components say (the words alone find the careers page's software openings).
 */
const KIND_OF_THING =
  '(a |an |some |just |only |like a |like an )?(hardware|software|device|gadget|app|application|product|service|platform|cloud|machine|sensor|instrument|pump)( product| solution| system)?';
/** "is it some pump you manufacture or a software?": the words the visitor says of the first kind. */
const WHICH_KIND = new RegExp(
  `\\b(is (it|this|ipumpnet|your (system|solution|product))|(it|this|ipumpnet|your (system|solution|product)) is|what('?s| is) (it|this|ipumpnet),?) ${KIND_OF_THING}( (you|u|your company|aquaflow|they) (make|manufacture|build|sell|supply))? or ${KIND_OF_THING}\\b`,
);

/**
 * "is ipumpnet software based?", "is it just an app": one kind named, which its components answer
 * too ("is it cloud based" is not: the hybrid cloud's own section answers it).
 */
const ONE_KIND =
  /^(so |and |but |ok |okay |hi |hello )*(is|iz) (it|this|ipumpnet|your (system|solution|product)) (just |only |purely |fully |basically )?(a |an )?(hardware|software|app|device)([- ](based|only))?( product| solution| system| tool)?( or what| then)?[?.!]*$/;

export function howOurProductWorks(query: string, firstQuestion: boolean): string | null {
  const q = normalise(query);
  if (WHICH_KIND.test(q) || ONE_KIND.test(q)) return `what is ${brand.product} made of`;
  const m = HOW_IT_WORKS.exec(q);
  // Later in a conversation, "it" is what was just talked about.
  const bare = m?.[3] === 'it' || m?.[3] === 'this';
  if (!m || (bare && !firstQuestion)) return null;
  return `how does ${brand.product} work${q.slice(m[0].length)}`;
}

/** Whether a message asks anything: a question mark, or a question word or verb that opens a clause. */
export function asksSomething(query: string): boolean {
  const q = normalise(query);
  return (
    /\?/.test(query) ||
    /(^|[,.;:!]\s*|\b(and|but|so|then|now)\s+)(what|which|who|whom|whose|how|why|when|where|can|could|do|does|did|is|are|was|were|will|would|should|shall|may|might|any|tell|explain|list|show)\b/.test(
      q,
    ) ||
    // "pls give both in mm", "kindly calculate it for 800 mm": a request, with no question word.
    /\b(pls|please|plz|kindly) (give|tell|calculate|convert|compute|work out|find|send|share|explain|list|show)\b|(^|[,.;:!]\s*)(calculate|convert|compute|work out)\b/.test(
      q,
    )
  );
}

/** A follow-up that leans on the earlier topic: "and the Max?", "how do I fix it?", "what about seals?". */
const ATTRIBUTE =
  'fees?|costs?|prices?|charges?|duration|length|timings?|dates?|venue|schedule|eligibility|salary|warranty|validity|capacity|size|rating|deadline|format';
const ATTRIBUTE_OF_WHAT_CAME_BEFORE = new RegExp(
  `^(so |and |ok |then )?(what'?s|whats|what is|what are|what about|how about|and) (the )?(${ATTRIBUTE})( (and|&) (the )?(${ATTRIBUTE}))?\\W*$`,
);

/** "what all topics are covered?", "which subjects does it include": what the thing named before covers, asked. */
export const ASKS_WHAT_IT_COVERS =
  /\b(topics?|subjects?|modules?|syllabus|contents?)\b.{0,20}\b(covered|included|taught|covers?|includes?)\b/;

export function leansOnContext(query: string): boolean {
  const q = normalise(query);
  return (
    ASKS_WHAT_IT_COVERS.test(q) ||
    // "pls give both in mm": both of what the question before asked.
    /\bboth\b(?=\s*(in|of them|as|please|pls|$|[?.!,]))/.test(q) ||
    /^(and|also|what about|how about|and what about|and how about|ok(ay)? (and|what about)|same for|then|but)\b/.test(q) ||
    // "even on the entry-level model?": the earlier question, stretched to another case.
    /^(even|not even|including)\b/.test(q) ||
    // "ok so for a 0.5 m bell at 1 m/s?": the question before, asked again of other figures.
    // "ok so for 500 m3/hr at 60 m head?": other figures alone.
    /^((ok|okay|so|and|then),? )+(for|with) ((a|an|the|my|our)\b|\d)/.test(q) ||
    /\b(it|its|it's|this|that|these|those|them|they|one|ones|there|ours|mine)\b/.test(q) ||
    tokens(q).length <= 3 ||
    // "what would the head be through the same main?", "so what's the total?": figures added to the question before.
    /\bthe same (main|pipe|pipeline|line|system|pump|station|sump|bell)\b|\b(so |then )?what'?s the total[?.!]*$/.test(q) ||
    // "what if we pump brine, same 4 bar?": the figure of the question before, kept.
    /\b(the )?same \d/.test(q) ||
    // "whats the fee and duration?": the fee of what was named before.
    ATTRIBUTE_OF_WHAT_CAME_BEFORE.test(q)
  );
}

/** Words that name a trouble without telling what it is: "a pump problem", "not working". */
const TROUBLE_UNNAMED =
  /\b(problems?|issues?|troubles?|faults?|troubleshoot(ing)?|breakdowns?|broke(n)? down|(not|n'?t|stopped) (working|running|functioning|ok|okay|right))\b/;
/** Besides small-talk words, the only words a message telling no sign of its trouble holds. */
const UNTOLD_TROUBLE_WORDS = new Set(
  `pump pumps motor motors pumpset pumpsets problem problems issue issues trouble troubles fault faults troubleshoot
  troubleshooting breakdown breakdowns broken broke down stopped running functioning properly help assist having has had
  facing face giving some serious big major small constant frequent recurring keep keeps station stations us why
  suddenly since yesterday week month`.split(/\s+/),
);

/**
 * "can you help me with a pump problem?", "my pump is not working": trouble with no sign of it
 * told, so nothing yet says which failure it is. Not "does iPUMPNET help with pump problems?",
 * which asks what the product does.
 */
export function troubleUntold(query: string): boolean {
  const q = normalise(query);
  if (new RegExp(String.raw`\b${NAMES_OUR_PRODUCT}\b|\b(aquaflow|you detect|(you|it) (find|catch|predict|prevent))\b`).test(q))
    return false;
  const words = tokens(q);
  return (
    words.length <= 16 &&
    TROUBLE_UNNAMED.test(q) &&
    words.some((w) => /^(pumps?|motors?|pumpsets?)$/.test(w)) &&
    words.every((w) => isFiller(w) || UNTOLD_TROUBLE_WORDS.has(w))
  );
}

/**
 * "how does iPUMPNET detect pump failures early?", "which failures can your system catch?": what
 * the product catches of pump failures as such, no one failure named.
 */
export function asksFailuresCaught(query: string): boolean {
  const q = normalise(query);
  return (
    /\b(failures|failure modes|faults|breakdowns)\b|\bpumps? (problems|issues|troubles)\b/.test(q) &&
    /\b(detect\w*|catch\w*|predict\w*|prevent\w*|find|finds|spot\w*|warn\w*|identif\w*|diagnos\w*|monitor\w*|help\w*|cover\w*)\b/.test(q) &&
    new RegExp(String.raw`\b${NAMES_OUR_PRODUCT}\b|\b(it|you|the system|this system)\b`).test(q) &&
    !/\b(bearings?|seals?|lubricat\w*|cavitat\w*|corro\w*|vibrat\w*|leak\w*|overheat\w*|shafts?|couplings?|impellers?|discharge|flow|power|sensors?|hardware|edge|network|courses?|academy|training|alarms?)\b/.test(
      q,
    )
  );
}

/**
 * A trouble described without a question word ("seal leaking", "reservoir fills slower than it
 * used to", "oil looks milky"): the visitor wants to know why.
 */
export function describesTrouble(query: string): boolean {
  // "liquidated damages" are a contract's, no harm to a pump.
  let q = normalise(query).replace(LIQUIDATED_DAMAGES, ' ');
  if (/^(what|which|who|how|when|where|can|could|do|does|is|are|will|should|tell|list|explain)\b/.test(q)) return false;
  if (/\b(failure modes?|training|course|academy)\b/.test(q)) return false;
  // "if a pump trips at night, how will we come to know?": how the alarm reaches people, no trouble to explain.
  if (TOLD_OF_A_FAULT.test(q)) return false;
  // "SCADA already gives a vibration alarm, what extra does your AI give?": the product's worth asked, no trouble.
  if (ADDED_TO_ALARMS.test(q)) return false;
  // "...and the pump gets damaged, is your company responsible?": whether the chat binds us, no trouble.
  if (CHAT_RELIED_ON.test(q)) return false;
  // "...same pump on a lighter oil. Will it give less head, or same?": a prediction asked; the trouble
  // words are in the question, not in what the visitor tells.
  const parts = messageParts(q);
  const predicted = parts.filter((part) => /^(will|would|does|do) (it|they|the pump|the pumps|this pump)\b/.test(part.trim()));
  if (predicted.length > 0) q = parts.filter((part) => !predicted.includes(part)).join(' ');
  // "the consultant says the power drops to half ... is that true for us?": a claim to judge, no trouble.
  if (
    /\b(is|are) (that|this|it|the claim|he|she|they) (true|right|correct|so)\b|\b(claims?|says?|said|told us)\b.*\b(true|right|correct)\b/.test(
      q,
    )
  )
    return false;
  return /\b(leak\w*|drip\w*|noisy|noise|hot|heat\w*|overheat\w*|vibrat\w*|shak\w*|trip\w*|slow\w*|low|lower|less|half|reduced|weak|drop\w*|dropped|milky|rust\w*|worn|wear\w*|smell\w*|stuck|seiz\w*|fail\w*|broke\w*|damag\w*|keeps? (on )?\w+ing|won'?t|doesn'?t|not (working|pumping|starting|giving|delivering|lifting|priming)|not enough|no (water|flow|discharge|output|delivery|pressure)|nothing (is )?(coming|comes|reaching|delivered)|zero (flow|discharge|pressure)|(shows?|showing|reads?|reading|at|to|is|was) (zero|nil|nothing)|garam|tapak\w*|awaa?z|aawaz|kampan\w*|hil (raha|rahi)|kam (ho|de|aa|nikal)\w*|band ho (gaya|gayi|jata|jati)|(temperatures?|temp) (\w+ ){0,2}(going up|went up|gone up|rising|rose|risen|climbing|climbed|jumped|shot up|went from|increas\w*))\b/.test(
    q,
  );
}
