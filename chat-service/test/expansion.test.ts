import { describe, expect, it } from 'vitest';
import { aspectOf, ASPECT_HEADING_WORDS } from '../src/retrieve/aspect.ts';
import { synonymsOf } from '../src/retrieve/expansion.ts';
import { relevanceGate } from '../src/retrieve/gate.ts';
import { namedInHeadings } from '../src/retrieve/retriever.ts';

describe('query expansion', () => {
  it('maps visitor words to the knowledge base vocabulary', () => {
    expect(synonymsOf('book')).toEqual(['request']);
    expect(synonymsOf('cavitation')).toEqual([]);
    // "a 24 bit ADC": the analogue-to-digital converter the files name.
    expect(synonymsOf('adc')).toEqual(['analogue', 'digital']);
    // The link a visitor names is the knowledge base's "network connection: wired or cellular".
    expect(synonymsOf('wifi')).toContain('connection');
    expect(synonymsOf('ethernet')).toContain('wired');
    // The files say how efficiency is raised, never "optimisation"; "articles" are its knowledge base.
    expect(synonymsOf('optimisation')).toContain('efficiency');
    expect(synonymsOf('articles')).toEqual(['knowledge', 'base']);
    // What an operator sees of a surface vortex.
    expect(synonymsOf('funnel')).toEqual(['vortex']);
    expect(synonymsOf('swirling')).toContain('vortex');
    // Brackish water is chloride-rich, as the files say of seawater and brine.
    expect(synonymsOf('brackish')).toEqual(['chloride', 'brine']);
    // A contractor "penalised" is charged the files' penalties.
    expect(synonymsOf('penalised')).toEqual(['penalty', 'contractor']);
    // Failure modes "connected to each other" are what the files call linked.
    expect(synonymsOf('connected')).toEqual(['linked']);
    // Hinglish: "teesra pump ... flow thoda sa badha" is a third pump that raised the flow a little.
    expect(synonymsOf('teesra')).toEqual(['third']);
    expect(synonymsOf('badha')).toEqual(['increased', 'raises']);
    // A thick syrup is the files' viscous liquid, whose water curve must be corrected.
    expect(synonymsOf('syrup')).toEqual(['viscous']);
    expect(synonymsOf('thick')).toEqual(['viscous']);
    // A flickering gauge pointer shows a fluctuating pressure.
    expect(synonymsOf('flickers')).toEqual(['fluctuating']);
    // An RO plant is what the files call a desalination unit.
    expect(synonymsOf('ro')).toContain('desalination');
    // A blown fuse of a three-phase starter is single phasing.
    expect(synonymsOf('fuse')).toEqual(['single', 'phasing']);
    // Lithium and polyurea greases differ in thickener, which must not be mixed.
    expect(synonymsOf('polyurea')).toEqual(['thickener', 'mix']);
    // A refinery is a petrochemical plant, its flammable zone a hazardous area; a motor "rewinded" is rewound.
    expect(synonymsOf('refinery')).toContain('petrochemicals');
    expect(synonymsOf('flammable')).toEqual(['hazardous']);
    expect(synonymsOf('rewinded')).toEqual(['rewound', 'electrical']);
    // An exhaust fan ventilates the pump house; summer afternoons are a high ambient temperature.
    expect(synonymsOf('fan')).toEqual(['ventilation']);
    expect(synonymsOf('summer')).toEqual(['ambient', 'temperature']);
    // Training "arranged" for a team is enrolled in.
    expect(synonymsOf('arrange')).toEqual(['enrol']);
    expect(synonymsOf('nominate')).toEqual(['enrol']);
    // A simulation of pump combinations is what the digital twin runs.
    expect(synonymsOf('simulation')).toEqual(['digital', 'twin']);
    // A motor's "amps" are its current; the "stuffing box" holds the gland packing.
    expect(synonymsOf('amps')).toEqual(['current']);
    expect(synonymsOf('stuffing')).toEqual(['gland', 'packing']);
    // Data "retained" is what the files say is kept.
    expect(synonymsOf('retain')).toContain('kept');
  });

  it('reads the section a question asks for from its wording', () => {
    const heading = (q: string) => {
      const aspect = aspectOf(q);
      return aspect ? ASPECT_HEADING_WORDS[aspect] : null;
    };
    expect(heading('Why does my pump overheat?')).toBe('causes');
    expect(heading('How do I fix a leaking seal?')).toBe('remedies');
    expect(heading('What is cavitation?')).toBe('what it is');
    expect(heading('What are the signs of bearing wear?')).toBe('symptoms');
    expect(heading('Which models are there?')).toBeNull();
  });
});

describe('namedInHeadings', () => {
  it('matches plurals and -ing forms of heading words, and synonyms', () => {
    expect(namedInHeadings('bearings', ['Bearing failure', 'Causes'])).toBe(true);
    expect(namedInHeadings('courses', ['Academy', 'Course formats'])).toBe(true);
    expect(namedInHeadings('book', ['Contact', 'Request a demo'])).toBe(true);
  });

  it('does not conflate words that only share a Porter stem', () => {
    expect(namedInHeadings('united', ['Applications', 'Power generation units'])).toBe(false);
    expect(namedInHeadings('pump', ['Spacing between pumpkins'])).toBe(false);
  });
});

describe('relevance gate, heading rule', () => {
  const N = 200;
  const terms = [
    { term: 'demo', df: 4 },
    { term: 'book', df: 0 },
  ];

  it('passes a partly covered question that names the section in a topical word', () => {
    const candidate = { id: 1, matched: new Set(['demo']), inHeading: new Set(['demo']) };
    expect(relevanceGate(terms, [candidate], N)).toMatchObject({ pass: true, reason: 'heading' });
  });

  it('does not pass on a heading match of a word that is in most passages', () => {
    const t = [
      { term: 'pump', df: 180 },
      { term: 'bicycle', df: 0 },
    ];
    const candidate = { id: 1, matched: new Set(['pump']), inHeading: new Set(['pump']) };
    expect(relevanceGate(t, [candidate], N).pass).toBe(false);
  });

  it('still needs some coverage besides the heading match', () => {
    const t = [
      { term: 'demo', df: 4 },
      { term: 'chocolate', df: 0 },
      { term: 'cake', df: 0 },
      { term: 'recipe', df: 0 },
    ];
    const candidate = { id: 1, matched: new Set(['demo']), inHeading: new Set(['demo']) };
    expect(relevanceGate(t, [candidate], N).pass).toBe(false);
  });

  it('passes a heading that holds a phrase of the question, among many words of the visitor’s own', () => {
    const question = (...words: string[]) => words.map((term) => ({ term, df: ['hybrid', 'cloud'].includes(term) ? 5 : 0 }));
    const heading = { id: 1, matched: new Set(['hybrid', 'cloud']), inHeading: new Set(['hybrid', 'cloud']) };
    const phrase = question('asked', 'hybrid', 'cloud', 'brochure', 'plain', 'words', 'pls');
    expect(relevanceGate(phrase, [heading], N)).toMatchObject({ pass: true, reason: 'heading' });
    // The same two words apart in the question name no phrase.
    const apart = question('asked', 'hybrid', 'brochure', 'cloud', 'plain', 'words', 'pls');
    expect(relevanceGate(apart, [heading], N).pass).toBe(false);
  });
});
