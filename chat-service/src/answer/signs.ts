import type { Library, Page } from '../retrieve/library.ts';
import { normalise } from '../retrieve/aspect.ts';
import { queryTerms } from '../retrieve/query.ts';
import { MAX_ANSWER_WORDS } from './quote.ts';
import { stem, words } from './text.ts';
import type { Answer } from './types.ts';

/**
 * A sound the visitor hears from a pump. A noise has no page of its own: several failure pages
 * list one among their symptoms, each of a kind and from a place, so the noise alone does not say
 * which fault it is ("our pump makes a whining noise since last week"). Not "it sounds like
 * cavitation" or "sound engineering": no sound heard. A motor that hums or buzzes is read elsewhere,
 * as a supply fault.
 */
const SOUND_HEARD =
  /\b(noises?|noisy|sounds?(?! like| engineering| advice| design| practice)|whin(e|es|ing)|knock(s|ing)?|clicking|bang(s|ing)|rattl(e|es|ing)|grind(s|ing)?|squeal(s|ing)?|screech(es|ing)?|crackl(e|es|ing)|chatter(s|ing)?|awaa?z|aawaz|shor)\b/;

/** "it runs and sounds normal", "no noise": a sound said to be absent or as usual. */
const NO_SOUND =
  /\b(no|without|not any|any) (unusual |strange |abnormal )?(noises?|sounds?)\b|\b(sounds?|noises?) (is |are )?(normal|fine|ok|okay|usual|same)\b/;

/**
 * The question without the sounds it names: what it asks besides them ("after rewiring the pump
 * gives half its flow, and sounds different"). Where that finds a page, the noise is a detail.
 */
export const withoutSounds = (query: string): string => normalise(query).replace(new RegExp(SOUND_HEARD.source, 'g'), ' ');

/** The words the pages describe a noise with: a symptom holding one is a noise. */
const NOISE_ON_THE_PAGE = /\b(noise|squeal\w*|grinding|rumbl\w*|crackl\w*|chatter\w*|gravel|marbles)\b/i;

/** The product, a model or a sensor asked about: what iPUMPNET hears, not what the noise means. */
const ASKS_OF_THE_PRODUCT =
  /\b(ipumpnet|sensors?|monitor\w*|models?|mini|basic|lite|pro|max|detects?|alarms?|db|decibels?|levels?|limits?|course|academy)\b/;

/** A symptom line of a failure page that tells of a noise, with the page it is on. */
interface NoiseSymptom {
  page: Page;
  text: string;
  stems: Set<string>;
}

/** Words every question of this kind holds, which tell no noise from another. */
const TELLS_NOTHING = new Set(['pump', 'noise', 'make', 'hear'].map(stem));

/** Found once per knowledge base (a reload makes a new library), not per question. */
const symptomsOf = new WeakMap<Library, NoiseSymptom[]>();

function noiseSymptoms(library: Library): NoiseSymptom[] {
  const known = symptomsOf.get(library);
  if (known) return known;
  const found: NoiseSymptom[] = [];
  for (const page of library.pages) {
    for (const section of page.sections) {
      if (!/^(symptoms?|signs?)\b/i.test(section.heading)) continue;
      for (const line of section.body.split('\n')) {
        const item = /^- (.+)$/.exec(line.trim())?.[1];
        if (item && NOISE_ON_THE_PAGE.test(item)) found.push({ page, text: item, stems: new Set(words(item).map(stem)) });
      }
    }
  }
  symptomsOf.set(library, found);
  return found;
}

/**
 * "our pump makes a strange noise, what could it be?", "what does a squealing noise mean?": the
 * noises the failure pages list, a line each under its page's name, where the visitor's words
 * leave three pages or more. A noise the words narrow to one or two pages ("a grinding noise from
 * the bearing housing") is left to those pages' own answers.
 */
export function answerAboutNoise(query: string, library: Library): Answer | null {
  const said = normalise(query);
  if (!SOUND_HEARD.test(said) || NO_SOUND.test(said) || ASKS_OF_THE_PRODUCT.test(said)) return null;
  const symptoms = noiseSymptoms(library);
  // The visitor's words that some noise lines hold and others not: what they heard, and where.
  const telling = [...new Set(queryTerms(query).map(stem))].filter(
    (w) => !TELLS_NOTHING.has(w) && symptoms.some((s) => s.stems.has(w)) && !symptoms.every((s) => s.stems.has(w)),
  );
  // The lines that hold most of them: "grinding ... bearing housing" is one page's noise.
  const held = (s: NoiseSymptom) => telling.filter((w) => s.stems.has(w)).length;
  const most = Math.max(...symptoms.map(held));
  const heard = symptoms.filter((s) => held(s) === most);
  const pages = [...new Set(heard.map((s) => s.page))];
  if (pages.length < 3) return null;
  const named = telling.length > 0 ? words(query).find((w) => telling.includes(stem(w)) && NOISE_ON_THE_PAGE.test(w)) : undefined;
  const lead = named
    ? `A ${named.toLowerCase()} noise can come from several pump faults; where it comes from tells them apart:`
    : 'Several pump faults make a noise; what it sounds like and where it comes from tell them apart:';
  const lines = pages.map((page) => `- ${page.title}: ${heard.find((s) => s.page === page)!.text}`);
  const close = 'Tell me what it sounds like and where it comes from, and I can say more about that fault.';
  // Each page a line, as many as fit.
  const kept: string[] = [];
  let count = words(lead).length + words(close).length;
  for (const line of lines) {
    count += words(line).length;
    if (count > MAX_ANSWER_WORDS) break;
    kept.push(line);
  }
  const sources = pages.slice(0, kept.length).map((p) => ({ title: p.title, url: p.url }));
  return { response: [lead, ...kept, close].join('\n'), sources, mode: 'extractive', suggestions: [] };
}
