/** Misspellings of the knowledge base's words, put right before the question is read. */
import { describe, expect, it } from 'vitest';
import { Library } from './library.ts';
import { slipsBetween, withSpellingMended } from './spelling.ts';
import type { StoredPassage } from '../ingest/store.ts';

const passage = (id: number, body: string, heading: string): StoredPassage => ({
  id,
  file: 'cavitation.md',
  ordinal: id,
  title: 'Cavitation',
  url: '/pump-failure-modes-cavitation',
  heading,
  headingPath: ['Cavitation', heading],
  body,
});

const library = new Library([
  passage(1, 'Cavitation is the formation of vapour bubbles where pressure falls to the vapour pressure.', 'What it is'),
  passage(2, 'Pump efficiency is hydraulic power divided by shaft power; calculate it from flow, head and power.', 'Efficiency'),
  passage(3, 'A motor that is overheating trips; check the bearings and raise the sump level.', 'Causes'),
]);

describe('the slips between two words', () => {
  it('counts a swap of neighbouring letters as one slip, and stops counting past the limit', () => {
    expect(slipsBetween('calcualte', 'calculate', 2)).toBe(1);
    expect(slipsBetween('efficency', 'efficiency', 2)).toBe(1);
    expect(slipsBetween('moter', 'motor', 1)).toBe(1);
    expect(slipsBetween('cavitation', 'bearings', 2)).toBe(3);
  });
});

describe('a question with misspellings', () => {
  it("reads a misspelt word of the pages as the pages' word", () => {
    expect(withSpellingMended('cavitaion kya hai', library)).toBe('cavitation kya hai');
    expect(withSpellingMended('hw to calcualte pump efficency', library)).toBe('hw to calculate pump efficiency');
    expect(withSpellingMended('my moter is overheting', library)).toBe('my motor is overheating');
  });

  it('leaves an English word the pages never use as it is, so an off-topic question stays off-topic', () => {
    expect(withSpellingMended('what movie should I watch tonight', library)).toBe('what movie should I watch tonight');
    expect(withSpellingMended('who won the cricket match', library)).toBe('who won the cricket match');
  });

  it('leaves Hinglish words, short words and names it cannot place as they are', () => {
    // "kaise" is one slip from "raise", a word of the pages.
    expect(withSpellingMended('namaste ji, kaise ho?', library)).toBe('namaste ji, kaise ho?');
    expect(withSpellingMended('Kirloskar pumps', library)).toBe('Kirloskar pumps');
    expect(withSpellingMended('pmup', library)).toBe('pmup');
    // A name as written: capitals inside it, or capitalised in mid-sentence; or a name visitors write in lower case.
    expect(withSpellingMended('is there an iPhone app?', library)).toBe('is there an iPhone app?');
    expect(withSpellingMended('is there an iphone app?', library)).toBe('is there an iphone app?');
    expect(withSpellingMended('our Grundfoss pump has cavitaion', library)).toBe('our Grundfoss pump has cavitation');
  });
});
