import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from '../src/retrieve/fusion.ts';
import { coverage, idf, relevanceGate, type TermEvidence } from '../src/retrieve/gate.ts';
import { ftsTerm, hasTopicWord, queryTerms } from '../src/retrieve/query.ts';
import { calculationInEnglish } from '../src/retrieve/spelling.ts';
import { DenseIndex } from '../src/retrieve/dense.ts';

describe('a calculation asked in Hinglish', () => {
  it('is put in the words and order English asks it', () => {
    expect(calculationInEnglish('sir pump ka efficiency kaise nikale?')).toBe('sir how to calculate pump efficiency?');
    expect(calculationInEnglish('total head kaise calculate karein?')).toBe('how to calculate total head?');
    expect(calculationInEnglish('namaste ji, kaise ho?')).toBe('namaste ji, kaise ho?');
  });
});

describe('queryTerms', () => {
  it("reads a pump 'at run-out' as far right of its BEP, not a shaft's runout", () => {
    expect(queryTerms('what happens if a pump runs at run-out?')).toEqual(expect.arrayContaining(['high', 'flow', 'right', 'bep']));
    expect(queryTerms('how do we check shaft runout?')).toContain('runout');
  });

  it('leaves out how long a trouble has lasted, which names no topic', () => {
    expect(queryTerms('our pump trips since last week')).toEqual(['pump', 'trips']);
    expect(queryTerms('flow has been low for the past two days')).toEqual(['flow', 'low']);
  });

  it('reads "85 degrees" as a reading, not the careers page\'s degree, and keeps a unit written out ("40 deg C")', () => {
    expect(queryTerms('our bearing temperature is 85 degrees is that ok')).toEqual(['bearing', 'temperature', '85']);
    expect(queryTerms('water at 40 deg C')).toContain('deg');
    expect(queryTerms('can we start and stop pumps remotely')).toEqual(expect.arrayContaining(['remote', 'control', 'commands']));
    expect(queryTerms('can we start and stop pumps remotely')).not.toContain('stop');
    // "where does my data go?" asks what happens to a submission.
    expect(queryTerms('when i fill ur contact form where does my data go?')).toEqual(['fill', 'contact', 'form', 'data', 'submission']);
    // A far-off or distant station is a remote one, as the pages say it.
    expect(queryTerms('a distant booster station with weak signal')).toContain('remote');
    expect(queryTerms('our station is in a far-off village')).toContain('remote');
    // A grade written the vendor's way is the grade the pages name.
    expect(queryTerms('vendor is offering SS316 impeller')).toEqual(expect.arrayContaining(['stainless', '316']));
    expect(queryTerms('is AISI 304L fine for a sea water pump shaft?')).toContain('304');
    // The visitor's details passed on, as the privacy page words it.
    expect(queryTerms('do you sell my phone number to other companies?')).toEqual(
      expect.arrayContaining(['sell', 'details', 'third', 'parties']),
    );
    expect(queryTerms('will my email be sold to spammers if i fill the demo form?')).toEqual(
      expect.arrayContaining(['sold', 'details', 'third']),
    );
    expect(queryTerms('do i need an engineering degree')).toContain('degree');
  });

  it('reads "1x" and "2x" as multiples of running speed, as the pages write them', () => {
    const terms = queryTerms('what if the axial reading is high at 1x and 2x?');
    expect(terms).toEqual(expect.arrayContaining(['axial', 'running', 'speed']));
    expect(terms).not.toContain('1x');
    expect(terms).not.toContain('2x');
  });

  it('reads a temperature that went from one figure to another as rising, its figures no topic', () => {
    const terms = queryTerms("our pump's bearing temperature went from 55 to 80 degrees in two days, what should we check first?");
    expect(terms).toEqual(expect.arrayContaining(['bearing', 'temperature', 'rising']));
    expect(terms).not.toContain('55');
    expect(terms).not.toContain('80');
  });

  it('reads too much grease, or greasing every week, as the over-greasing the pages name', () => {
    expect(queryTerms('is too much grease a problem?')).toEqual(expect.arrayContaining(['excess', 'greasing']));
    expect(queryTerms('we are greasing every week with 4-5 full strokes')).toEqual(expect.arrayContaining(['excess', 'greasing']));
    expect(queryTerms('what grease should we use for the bearings?')).not.toContain('excess');
    // Greasing until fresh grease squeezes out of the seals is more than the bearing needs.
    expect(queryTerms('he pumps grease into each bearing until fresh grease squeezes out of the seals')).toEqual(
      expect.arrayContaining(['excess', 'greasing']),
    );
  });

  it('reads "apart from" as no topic, and other industries as the target sectors', () => {
    const terms = queryTerms('Apart from water supply, which other industries is your system meant for?');
    expect(terms).not.toContain('apart');
    expect(terms).toEqual(expect.arrayContaining(['target', 'sectors']));
  });

  it('reads two different metals in contact as the galvanic couple the files name, and one metal twice as no couple', () => {
    expect(queryTerms('bronze impeller fitted on a carbon steel shaft, any issue with that')).toEqual(
      expect.arrayContaining(['galvanic', 'dissimilar']),
    );
    expect(queryTerms('steel pipe with steel flange, any issue')).not.toContain('galvanic');
  });

  it('drops "simple words" without its "in", and reads a suction valve kept half closed as throttling', () => {
    expect(queryTerms('what is the difference between NPSHa and NPSHr, simple words pls')).not.toContain('simple');
    expect(queryTerms('can we run the pump with the suction valve half closed to reduce flow?')).toContain('throttle');
  });

  it('reads "380 V" as a supply voltage and leaves out the time of day', () => {
    const terms = queryTerms('supply voltage drops to around 380 V in the evenings');
    expect(terms).toContain('voltage');
    expect(terms).not.toContain('v');
    expect(terms).not.toContain('evenings');
    // A tariff by night is a topic, not the time the visitor's story happens.
    expect(queryTerms('can it shift pumping to the cheaper night tariff?')).toContain('night');
  });

  it('reads "will the flow double?" as a quantity raised, and keeps a double-suction pump', () => {
    expect(queryTerms('two pumps in parallel, will the flow double?')).toEqual(expect.arrayContaining(['parallel', 'raise']));
    expect(queryTerms('two pumps in parallel, will the flow double?')).not.toContain('double');
    expect(queryTerms('elbow before a double suction pump')).toContain('double');
  });

  it('drops "doesnt" as it drops "doesn\'t", and reads "water doesnt come out" as a pump without discharge', () => {
    expect(queryTerms('my pump hums but water doesnt come out')).not.toContain('doesnt');
    expect(queryTerms('my pump hums but water doesnt come out')).toEqual(expect.arrayContaining(['without', 'discharge']));
  });

  it('reads a delivery valve opened wide with a trouble as running at high flows, and asked alone as the valve', () => {
    const terms = queryTerms('our pump trips on overload whenever we open the delivery valve fully');
    expect(terms).toEqual(expect.arrayContaining(['trips', 'overload', 'high', 'flows']));
    expect(terms).not.toContain('valve');
    expect(queryTerms('should we open the delivery valve fully after priming?')).toEqual(
      expect.arrayContaining(['delivery', 'valve', 'fully']),
    );
    expect(queryTerms('it trips on overload when the valve is wide open')).toEqual(expect.arrayContaining(['high', 'flows']));
    // The suction valve is always fully open: no high flow follows from it.
    expect(queryTerms('the suction valve is wide open and it still trips')).not.toContain('flows');
  });

  it('reads a valve closed part way as throttled, and a valve said to be partly closed as it is', () => {
    expect(queryTerms('can we just close the suction valve part way to reduce the flow?')).toContain('throttle');
    expect(queryTerms('our operator half closes the delivery valve')).toContain('throttle');
    expect(queryTerms('a partly closed valve on the suction side')).not.toContain('throttle');
  });

  it('keeps topic words and drops question filler', () => {
    expect(queryTerms('What are the SYMPTOMS of cavitation in my pump?')).toEqual(['symptoms', 'cavitation', 'pump']);
    expect(queryTerms("Tell me about the pump's bearings, please")).toEqual(['pump', 'bearings']);
    // Filler adverbs and "without" name no topic ("how do we stop it without buying a new pump").
    expect(queryTerms('can too much grease actually harm a bearing')).toEqual(['grease', 'excess', 'greasing', 'harm', 'bearing']);
    expect(queryTerms('how do we stop it without buying a new pump')).toEqual(['stop', 'buying', 'new', 'pump']);
    // Ownership asked with function words only.
    expect(queryTerms('is the data ours or yours?')).toEqual(['data', 'owns']);
  });

  it('searches chat shorthand as the word it stands for, and leaves out what a student needs the answer for', () => {
    expect(queryTerms('wat is cavitation pls')).toEqual(['cavitation']);
    // A comparison asked for: its "difference" (or "diff") is no topic, the difference in elevation is.
    expect(queryTerms('static suction lift and static suction head, whats the diff')).toEqual(['static', 'suction', 'lift', 'head']);
    expect(queryTerms('difference between NPSHa and NPSHr?')).toEqual(['npsha', 'npshr']);
    expect(queryTerms('npsha vs npshr difference')).toEqual(['npsha', 'npshr']);
    expect(queryTerms('is static head the difference in elevation')).toContain('difference');
    // Two NPSH figures judged against each other ask about the margin between them.
    expect(queryTerms('NPSHa is 5 m and NPSHr is 4.5 m, is that enough?')).toEqual(expect.arrayContaining(['npsh', 'margin']));
    expect(queryTerms('what is NPSHr')).not.toContain('margin');
    expect(queryTerms('what is ipumpnet? its for my college mini project')).toEqual(['ipumpnet']);
    expect(queryTerms('explain NPSH for my thesis')).toEqual(['npsh']);
    expect(queryTerms("I'm a final year BE student doing a project on NPSH")).toEqual(['npsh']);
    expect(queryTerms('sir kindly explain NPSH')).toEqual(['npsh']);
    // The visitor's own qualification is not the hardware's certifications.
    expect(queryTerms('i have ITI electrician certificate. can i apply in your company')).toEqual(['apply', 'company']);
    // Electricity units, said as visitors say them, are the power a pump consumes, not edge or desalination units.
    expect(queryTerms('that pump uses more units than the others')).toEqual(['pump', 'uses', 'power', 'consumption', 'others']);
    expect(queryTerms('how many edge units per station')).toContain('units');
    // How long an answer should be is no topic: "in one line" is not the lubrication lines.
    expect(queryTerms("What's iPUMPNET in one line?")).toEqual(['ipumpnet']);
    expect(queryTerms('explain cavitation briefly, in a few sentences')).toEqual(['cavitation']);
    expect(queryTerms('is there a suction line strainer')).toContain('line');
    // "AI based", "cloud based" name what it is built on, not a base.
    expect(queryTerms('is it AI based')).toEqual(['ai']);
    expect(queryTerms('what exactly does your company do?')).toEqual(['company']);
    expect(queryTerms('where exactly is my pump operating on its curve')).toContain('exactly');
    // A request to be told, not a question about details shared with others.
    expect(queryTerms('kindly share the details of your product')).toEqual(['product']);
    expect(queryTerms('do you share my details with anyone')).toContain('details');
    // What the visitor enters names no topic; what becomes of it is a form submission.
    expect(queryTerms('What happens to the details I fill in the contact form?')).toEqual(['contact', 'form', 'submission']);
    // A water project is a topic: only study words make it the visitor's purpose.
    expect(queryTerms('which model for our project')).toEqual(['model', 'project']);
  });

  it('quotes every term so visitor text is never FTS5 syntax', () => {
    expect(['pump', 'a"b', 'NEAR'].map(ftsTerm)).toEqual(['"pump"', '"a""b"', '"NEAR"']);
  });

  it('knows when a question has no words at all', () => {
    expect(hasTopicWord(queryTerms('what is 2+2?'))).toBe(false);
    expect(hasTopicWord(queryTerms('pump 2'))).toBe(true);
  });
});

describe('reciprocalRankFusion', () => {
  it('sums 1/(k+rank) over the rankings', () => {
    const fused = reciprocalRankFusion(
      [
        [1, 2, 3],
        [3, 1],
      ],
      60,
    );
    expect(fused.map((f) => f.id)).toEqual([1, 3, 2]);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61);
    expect(fused[2]!.score).toBeCloseTo(1 / 62);
  });

  it('lets an item ranked well in both beat one ranked first in only one', () => {
    const fused = reciprocalRankFusion([
      [7, 8],
      [9, 8],
    ]);
    expect(fused[0]!.id).toBe(8);
  });

  it('breaks ties by the earlier ranking, deterministically', () => {
    expect(reciprocalRankFusion([[4], [5]]).map((f) => f.id)).toEqual([4, 5]);
    expect(reciprocalRankFusion([])).toEqual([]);
  });
});

describe('relevance gate', () => {
  const N = 100;
  const terms = (...pairs: [string, number][]): TermEvidence[] => pairs.map(([term, df]) => ({ term, df }));

  it('weights a word the corpus never uses above a common one', () => {
    expect(idf(0, N)).toBeGreaterThan(idf(50, N));
    expect(idf(100, N)).toBeGreaterThan(0);
  });

  it('passes when the best candidate covers the question', () => {
    const t = terms(['cavitation', 3], ['causes', 10]);
    const decision = relevanceGate(t, [{ id: 1, matched: new Set(['cavitation', 'causes']) }], N);
    expect(decision).toMatchObject({ pass: true, reason: 'covered', coverage: 1 });
  });

  it('refuses a question that shares only a common word with the corpus', () => {
    // "How do I pump up a bicycle tyre?": pump is everywhere, bicycle and tyre nowhere.
    const t = terms(['pump', 80], ['bicycle', 0], ['tyre', 0]);
    const decision = relevanceGate(t, [{ id: 1, matched: new Set(['pump']) }], N);
    expect(decision.pass).toBe(false);
    expect(decision.reason).toBe('not-covered');
    expect(decision.coverage).toBeCloseTo(coverage(t, new Set(['pump']), N));
    expect(decision.coverage).toBeLessThan(0.2);
  });

  it('uses the best of several candidates', () => {
    const t = terms(['seal', 5], ['leak', 5]);
    const decision = relevanceGate(
      t,
      [
        { id: 1, matched: new Set(['seal']) },
        { id: 2, matched: new Set(['seal', 'leak']) },
      ],
      N,
    );
    expect(decision.pass).toBe(true);
  });

  it('lets a partly covered, semantically close passage through (paraphrase)', () => {
    const t = terms(['noisy', 0], ['cavitation', 1]);
    const low = relevanceGate(t, [{ id: 1, matched: new Set(['cavitation']), cosine: 0.3 }], N);
    const high = relevanceGate(t, [{ id: 1, matched: new Set(['cavitation']), cosine: 0.8 }], N);
    expect(low.pass).toBe(false);
    expect(high).toMatchObject({ pass: true, reason: 'similar', bestCosine: 0.8 });
  });

  it('never passes on cosine alone, whatever the model calls similar', () => {
    const t = terms(['weather', 0], ['paris', 0]);
    expect(relevanceGate(t, [{ id: 1, matched: new Set(), cosine: 0.95 }], N).pass).toBe(false);
  });

  it('passes a trouble described at length on the words the knowledge base uses', () => {
    // "the contractor pulled the piping onto the flange, since then the seal leaks. coincidence?"
    const t = terms(
      ['contractor', 0],
      ['pulled', 0],
      ['coincidence', 0],
      ['chain', 0],
      ['blocks', 0],
      ['bolt', 0],
      ['holes', 0],
      ['piping', 20],
      ['flange', 8],
      ['seal', 15],
      ['leaks', 12],
    );
    const named = relevanceGate(t, [{ id: 1, matched: new Set(['piping', 'flange', 'leaks']), inHeading: new Set(['leaks']) }], N);
    expect(named).toMatchObject({ pass: true, reason: 'described' });
    // Three shared words, none naming the section and none rare: not enough.
    const loose = relevanceGate(t, [{ id: 1, matched: new Set(['piping', 'seal', 'leaks']) }], N);
    expect(loose.pass).toBe(false);
  });

  it('refuses questions without words and when nothing was found', () => {
    expect(relevanceGate(terms(['2', 4]), [{ id: 1, matched: new Set(['2']) }], N).reason).toBe('no-topic-words');
    expect(relevanceGate(terms(['pump', 4]), [], N).reason).toBe('no-candidates');
  });
});

describe('DenseIndex', () => {
  it('ranks by cosine and ignores vectors of another dimension', () => {
    const unit = (...v: number[]) => {
      const n = Math.hypot(...v);
      return new Float32Array(v.map((x) => x / n));
    };
    const index = new DenseIndex(
      [
        { id: 1, vector: unit(1, 0) },
        { id: 2, vector: unit(1, 1) },
        { id: 3, vector: unit(0, 1) },
        { id: 4, vector: unit(1, 0, 0) },
      ],
      2,
    );
    expect(index.size).toBe(3);
    const hits = index.search(unit(0, 1), 2);
    expect(hits.map((h) => h.id)).toEqual([3, 2]);
    expect(hits[0]!.cosine).toBeCloseTo(1);
  });
});
