/**
 * "How are you different from Grundfos?", "why should we choose iPUMPNET?", "how is this different
 * from normal SCADA?": what the home page says sets the product apart, from the typed content.
 * Other makers are never named or judged: the answer says what ours does, and where the question
 * names a system the knowledge base speaks of ("SCADA"), the sentence that says how the two meet.
 */
import { siteFacts } from '@site/contracts/site-facts';
import type { Page } from '../../retrieve/library.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';
import { normalise } from '../understand.ts';
import { countWords, sentencesIn } from '../blocks.ts';

const { difference } = siteFacts;

/** Us, by any of the names a visitor gives us. */
const US = String.raw`(you|u|ipumpnet|aquaflow|your (system|product|solution|company|offering|platform|monitoring))`;
/** What a bare "this" is set against, for it to mean our product ("how is this different from SCADA?"). */
const OTHERS = String.raw`(other|others|competitors?|the competition|vendors?|brands?|companies|scada|plc|monitoring|iot|conventional|normal|regular|traditional|existing|generic)`;

const ASKS_DIFFERENCE = new RegExp(
  [
    String.raw`\bhow (are|is) ${US}( any| really| actually)? (different|better|unique|superior)\b`,
    String.raw`\bhow (is|does) (this|this (system|product|solution|platform)|it) (differ|different)\w* (from|than|to) (the |a |an |any |our |your )?${OTHERS}\b`,
    String.raw`\b(what|which) makes ${US} (different|unique|special|better|stand out)\b`,
    String.raw`\bwhy (should|would|must) (we|i|anyone|one|a utility) (choose|buy|pick|go (for|with)|use|prefer|trust) ${US}\b`,
    String.raw`\b(your|ipumpnet'?s?) (usp|unique selling (point|proposition)|differentiators?)\b|\busp\b`,
    String.raw`\b${US} (vs|versus|compared (to|with)|against) (the |a |an |any )?${OTHERS}\b`,
    String.raw`\bdifference between ${US} and\b`,
  ].join('|'),
);

/** A word of the question the knowledge base says ours works with ("SCADA"), besides those naming us. */
const SYSTEMS = /\b(scada|plc|plcs|erp|sap|historian|dcs)\b/g;

/** The knowledge sentence that names a system the question sets ours against, if one does. */
function meetingSentence(query: string, pages: readonly Page[]): string | null {
  const named = normalise(query).match(SYSTEMS);
  if (!named) return null;
  const naming = new RegExp(String.raw`\b(${named.join('|')})\b`, 'i');
  for (const page of pages)
    for (const section of page.sections)
      for (const sentence of sentencesIn(section.body.replace(/^\s*-\s*/gm, '')))
        if (countWords(sentence) <= 30 && naming.test(sentence)) return sentence;
  return null;
}

export function answerAboutDifference(query: string, pages: readonly Page[] = []): Answer | null {
  if (!ASKS_DIFFERENCE.test(normalise(query))) return null;
  const meeting = meetingSentence(query, pages);
  const lines = [`${difference.title}:`, ...difference.paragraphs, ...(meeting ? [meeting] : [])];
  return factAnswer(lines, `More on the home page: ${difference.route}`, [{ title: 'Home', url: difference.route }]);
}
