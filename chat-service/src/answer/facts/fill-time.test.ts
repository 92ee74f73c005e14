/** The same volume filled in a longer time: the flow in the ratio of the times, with the page's symptom. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const lessFlow = page(
  'Less flow (yield) than expected',
  '/less-flow',
  'Less flow.',
  [
    'Symptoms',
    'Symptoms of low flow or yield include:\n\n- Measured flow below the rated flow, or reservoirs and tanks filling more slowly than before.\n- Longer pumping hours for the same daily volume.',
  ],
  [
    'Causes',
    'Common causes of less flow than expected are:\n\n- Worn impeller or wear rings.\n- Partly clogged strainer.\n- A valve partly closed.\n- Higher system head.',
  ],
);
const worked = (q: string) => answerFromFacts(q, undefined, [lessFlow])?.response ?? null;

describe('the flow from the time a reservoir takes to fill', () => {
  it('gives the flow in the ratio of the times, the flows for a volume told, and the symptom the page lists', () => {
    const answer = worked(
      'Earlier our pump filled the 2 ML reservoir in 16 hrs daily, now it is taking 20 hrs for the same volume. by how much has the flow reduced?',
    )!;
    expect(answer.split('\n').slice(0, 3)).toEqual([
      'About 20% less flow: the same volume in 20 h instead of 16 h means the flow is 16 / 20 ≈ 0.8 of what it was.',
      'For 2000 m³ that is about 125 m³/h before and 100 m³/h now.',
      'A symptom of less flow (yield) than expected: Measured flow below the rated flow, or reservoirs and tanks filling more slowly than before.',
    ]);
    expect(answer).toContain('/less-flow');
    expect(answer).not.toMatch(/What to check first/);
    // What to check, asked too: the first causes the page lists.
    expect(
      worked(
        'the tank filled in 16 hrs, now it takes 20 hrs for the same volume. by how much has the flow reduced and what should we check?',
      ),
    ).toContain(
      'What to check first, from the causes the page lists: Worn impeller or wear rings; Partly clogged strainer; A valve partly closed.',
    );
  });

  it('works nothing out without two times, or where no change of flow is asked', () => {
    expect(worked('the tank fills in 16 hrs. by how much has the flow reduced?')).toBeNull();
    expect(worked('the tank filled in 16 hrs, now 20 hrs. is the pump worn?')).toBeNull();
  });
});
