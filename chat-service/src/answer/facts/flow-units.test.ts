/** A flow in the unit asked for, however the question closes. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const projects = page(
  'Projects',
  '/projects',
  'The project pumps 590 MLD. Here kW is kilowatts of motor rating and MLD is million litres per day.',
);
const worked = (q: string) => answerFromFacts(q, undefined, [projects])?.response ?? null;

describe('flow units', () => {
  it('converts where the unit asked for is followed by more words', () => {
    expect(worked("The water board project says 590 MLD. What's that in cubic metres per second, roughly?")).toMatch(
      /^590 MLD is about 6\.83 m³\/s\./,
    );
    expect(worked('we pump 1800 m3/h, what is that in l/s approximately?')).toMatch(/^1800 m³\/h is about 500 l\/s\./);
    expect(worked('how many cumecs is 590 MLD')).toMatch(/^590 MLD is about 6\.83 m³\/s\./);
    // Hinglish: "ko m3/h me convert karo", with the project named after it.
    expect(worked('590 MLD ko m3/h me convert karo please, your project page says 590 MLD total discharge')).toMatch(
      /^590 MLD is about 24583 m³\/h\./,
    );
    // A flow written with thousands separated and its unit in words.
    expect(worked('convert 20,000 m3 per day to l/s')).toMatch(/^20000 m³\/day is about 231 l\/s\./);
    expect(worked('we pump 1,800 cum per hour, what is that in l/s?')).toMatch(/^1800 m³\/h is about 500 l\/s\./);
    // A figure after "to" is a second flow, no unit asked for.
    expect(worked('we raised the flow from 300 m3/h to 400 m3/h, why is the motor hot?')).toBeNull();
  });
});
