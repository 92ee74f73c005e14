/** A message that asks two things: split into its questions, and answered as two. */
import { describe, expect, it } from 'vitest';
import { bothAnswers, twoQuestionsOf } from '../src/answer/two-questions.ts';
import { countWords } from '../src/answer/blocks.ts';
import { MAX_ANSWER_WORDS } from '../src/answer/quote.ts';
import { realKnowledgeAnswerer } from './support/helpers.ts';

const answerer = realKnowledgeAnswerer();

describe('the questions of a message', () => {
  it('splits two questions, or one sentence that asks a second thing after "and"', () => {
    expect(twoQuestionsOf('Do you run training courses for pump operators? And are you hiring right now?')).toEqual([
      'Do you run training courses for pump operators?',
      'are you hiring right now?',
    ]);
    expect(twoQuestionsOf('which sensors do you fit on the pumps and whats the lead time for them?')).toEqual([
      'which sensors do you fit on the pumps',
      'whats the lead time for them?',
    ]);
    expect(twoQuestionsOf('what sensors do you fit on the pumps, and do you have to modify our pumps for them?')).toEqual([
      'what sensors do you fit on the pumps',
      'do you have to modify our pumps for them?',
    ]);
  });

  it('reads a sentence that opens with "and" and a question word as a question without its question mark', () => {
    expect(twoQuestionsOf('Is a certificate given after the academy course? and what are the fees')).toEqual([
      'Is a certificate given after the academy course?',
      'what are the fees',
    ]);
  });

  it('reads a last sentence that opens as a question after a question as a second question, unless it points back at the first', () => {
    expect(twoQuestionsOf('what does ur company actually do? do you manufacture pumps or something else')).toEqual([
      'what does ur company actually do?',
      'do you manufacture pumps or something else',
    ]);
    expect(twoQuestionsOf('can it calculate the low power factor penalty for our O&M contractor? which model has that')).toBeNull();
    expect(twoQuestionsOf('what is cavitation? tell me in simple words')).toBeNull();
    // "how does it compare with ...": the first's result, set against a figure.
    expect(
      twoQuestionsOf('What hydraulic power does 590 MLD at 320 m work out to, and how does it compare with the 76,500 kW of motors?'),
    ).toBeNull();
  });

  it('asks the amount of the thing the first question defines ("what is NPSH margin and how much should we keep?")', () => {
    expect(twoQuestionsOf('what is NPSH margin and how much should we keep?')).toEqual([
      'what is NPSH margin',
      'how much NPSH margin should we keep?',
    ]);
    // A margin of nothing named is the margin of the thing defined.
    expect(twoQuestionsOf('what is NPSH and how much margin is safe?')).toEqual(['what is NPSH', 'how much NPSH margin is safe?']);
  });

  it('reads the words before a colon as the story, not the start of the first question', () => {
    expect(
      twoQuestionsOf(
        'Before we raise the purchase requisition: what do we have to provide at each station, and do we need our own contractor to fit the sensors?',
      ),
    ).toEqual([
      'Before we raise the purchase requisition. what do we have to provide at each station',
      'Before we raise the purchase requisition. do we need our own contractor to fit the sensors?',
    ]);
  });

  it('reads "it" in the second question as the thing the first asks to have defined or spelled out', () => {
    expect(twoQuestionsOf('what is the full form of VFD and how does it save energy?')).toEqual([
      'what is the full form of VFD',
      'how does VFD save energy?',
    ]);
    expect(twoQuestionsOf('what does a VFD do and how does it save power?')).toEqual(['what does a VFD do', 'how does VFD save power?']);
  });

  it("puts the visitor's story in front of each question", () => {
    expect(twoQuestionsOf('We run a desalination plant. What impeller material suits seawater, and can iPUMPNET be used here?')).toEqual([
      'We run a desalination plant. What impeller material suits seawater',
      'We run a desalination plant. can iPUMPNET be used here?',
    ]);
  });

  it('leaves one question whole: a second that only narrows the first, or "and" inside a question', () => {
    expect(twoQuestionsOf('For NPSH margin check, at which condition should we calculate? Only at design duty point?')).toBeNull();
    expect(twoQuestionsOf('what is the difference between NPSHa and NPSHr?')).toBeNull();
    expect(twoQuestionsOf('how do I fix it and why?')).toBeNull();
    // A quantity asked of nothing named anew belongs to the first question; "how long do you keep them?" is a question of its own.
    expect(twoQuestionsOf('why does a pump need NPSH margin and how much should we keep?')).toBeNull();
    expect(twoQuestionsOf('What details does the demo form ask for, and how long do you keep them?')).not.toBeNull();
  });
});

describe('two answers given together', () => {
  it('keeps both within the length of one, each with its page link, and says where a list was cut', () => {
    const long = (n: number, url: string) => ({
      response: ['Lead sentence:', ...Array.from({ length: n }, (_, i) => `- item ${i} with a few more words`), `Read more: ${url}`].join(
        '\n',
      ),
      sources: [{ title: url, url }],
      mode: 'extractive' as const,
      suggestions: [],
    });
    const both = bothAnswers(long(12, '/a'), long(12, '/b'));
    expect(countWords(both.response)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
    expect(both.response).toMatch(/Read more: \/a[\s\S]*Read more: \/b$/);
    expect(both.response.match(/…and more on the page/g)).toHaveLength(2);
    expect(both.sources.map((s) => s.url)).toEqual(['/a', '/b']);
  });

  it('says each item of a short list of long items in its first words, rather than cut the list to none', () => {
    const answer = (lead: string, items: number, url: string) => ({
      response: [
        lead,
        ...Array.from({ length: items }, (_, i) => `- Offer ${i}, ${'with a long explanation of what it covers '.repeat(4).trim()}.`),
        `Read more: ${url}`,
      ].join('\n'),
      sources: [{ title: url, url }],
      mode: 'extractive' as const,
      suggestions: [],
    });
    const both = bothAnswers(answer('We offer three things:', 3, '/a'), answer('It is made of four parts:', 4, '/b'));
    expect(countWords(both.response)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
    for (const i of [0, 1, 2])
      expect(both.response).toMatch(new RegExp(`We offer three things:[\\s\\S]*- Offer ${i}, with a long[^\\n]*…\\n`));
    expect(both.response).not.toMatch(/things:\n- …and more on the page/);
  });

  it('leaves the room a short second answer does not need to the first', () => {
    const answer = (lines: string[], url: string) => ({
      response: [...lines, `Read more: ${url}`].join('\n'),
      sources: [{ title: url, url }],
      mode: 'extractive' as const,
      suggestions: [],
    });
    const items = Array.from({ length: 10 }, (_, i) => `- item ${i} with a few more words in it`);
    const first = answer(['Lead sentence:', ...items], '/a');
    const short = answer(['A short hand-off of a few words.'], '/b');
    const both = bothAnswers(first, short);
    expect(countWords(both.response)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
    // Ten items of nine words and the lead fit in what the short answer leaves, not in half the room.
    expect(both.response).toContain('- item 9 with a few more words in it');
    expect(both.response).toMatch(/A short hand-off of a few words\.\nRead more: \/b$/);
  });

  it('answers the academy and the openings for "do you run courses? and are you hiring?"', async () => {
    const answer = await answerer().answer('Do you run training courses for pump operators? And are you hiring right now?');
    expect(answer.sources.map((s) => s.url)).toEqual(['/academy', '/careers']);
    expect(answer.response).toMatch(/academy offer\?[\s\S]*openings/);
    // No line that opens a list is left without it.
    expect(answer.response).not.toMatch(/:\n(?!- )/);
  });

  it('cuts a sentence put before a list opener first when two answers share the room, so the list keeps its items', async () => {
    const answer = await answerer().answer('Do you conduct training for our pump operators? what topics are covered?');
    expect(answer.response).toMatch(/follow the knowledge base:\n- Pump failure modes/);
  });

  it('answers one message whole when both questions are on one page or it is a hand-off', async () => {
    const balancing = await answerer().answer('when is single plane balancing enough and when do you need two plane balancing?');
    expect(balancing.response).not.toMatch(/\n\n/);
    const fee = await answerer().answer('when is the next batch of the sump design course and what is the fee per person?');
    expect(fee.mode).toBe('handoff');
  });

  it('answers two facts of one page when the second asks yes or no of one thing, and one message whole when the second narrows the first', async () => {
    const credentials = await answerer().answer('how many kinds of credentials does the company list, and do you have patents?');
    expect(credentials.response).toMatch(/lists 8 kinds[\s\S]*\n\nPatents:\n- /);
    const sensors = await answerer().answer('what sensors do you use? is vibration sensor included?');
    expect(sensors.response).toMatch(/uses 14 sensors:[\s\S]*\n\nYes: iPUMPNET uses a vibration sensor/);
    // "any openings for freshers?" narrows "are you hiring?": the openings for freshers alone.
    const freshers = await answerer().answer('are you hiring? any openings for freshers?');
    expect(freshers.response).not.toMatch(/\n\n/);
    expect(freshers.response).toMatch(/openings for freshers/);
    // "what exactly is missing in Pro?" is what the comparison already says.
    const missing = await answerer().answer(
      'How many features does the Pro model have compared to Max, and what exactly is missing in Pro?',
    );
    expect(missing.response).not.toMatch(/\n\n/);
  });

  it("defines a thing and then gives the amount asked of it, the figures before the page's other lines", async () => {
    const answer = await answerer().answer('what is NPSH margin and how much should we keep?');
    expect(answer.response).toMatch(
      /^NPSH margin is the amount by which NPSH available exceeds NPSH required[^\n]*\n[^\n]*1\.1 or a margin of 0\.6 m/,
    );
    expect(answer.sources.map((s) => s.url)).toEqual(['/various-head-terms']);
    // A thing defined by its two sides: both, less the margin the second asks about, then the figures.
    const sides = await answerer().answer('what is NPSH and how much margin is safe?');
    expect(sides.response).toMatch(/^- NPSH available: [^\n]*\n- NPSH required: [^\n]*\n[^\n]*1\.1 or a margin of 0\.6 m/);
    expect(sides.response).not.toMatch(/- NPSH margin:/);
  });

  it('gives two figures worked out from one story, each under its own question', async () => {
    const answer = await answerer().answer(
      'Intake channel is 5 m wide with 1.5 m of water at low level, total flow 1.8 m³/s to three pumps with 0.8 m bells. Is the approach velocity OK, and how wide should each pump bay be?',
    );
    expect(answer.response).toMatch(/^About 0\.24 m\/s: [\s\S]*\n\nAbout 1\.6 m a bay: /);
  });

  it('answers two sections of one page, linked once, where the whole message would find another page', async () => {
    const answer = await answerer().answer(
      'Before we raise the purchase requisition: what do we have to provide at each station for iPUMPNET, and do we need to hire our own contractor to fit the sensors?',
    );
    expect(answer.response).toMatch(/^What the site needs: A station needs a power supply[\s\S]*\n\nWho installs and commissions it: /);
    expect(answer.response.match(/Read more on/g)).toHaveLength(1);
    expect(countWords(answer.response)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
  });

  it('spells out an abbreviation and then answers the question asked of it from the page', async () => {
    const answer = await answerer().answer('what is the full form of VFD and how does it save energy?');
    expect(answer.response).toMatch(/^VFD stands for variable frequency drive\.\n[\s\S]*saves most where friction head dominates/);
  });

  it('answers "what is X and why ... it?" as one question: the definition, then its reason, from one section', async () => {
    const answer = await answerer().answer('What is the best efficiency point and why should I operate near it?');
    expect(answer.response).not.toMatch(/\n\n/);
    expect(answer.sources.map((s) => s.url)).toEqual(['/sub-optimal']);
    expect(answer.response).toMatch(/internal recirculation, higher radial loads/);
  });
});
