/** The academy course whose audience line names the visitor's role. */
import { describe, expect, it } from 'vitest';
import { answerAboutCourseForRole } from './course-for-role.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const academy = page(
  'Training academy',
  '/academy',
  'The academy teaches pump engineering.',
  ['Course: pump failure modes', 'What it covers: the failure modes.\n\nWho it is for: pump operators and maintenance fitters.'],
  ['Course: sump and suction design', 'What it covers: submergence and approach flow.\n\nWho it is for: design engineers and consultants.'],
  [
    'Course: energy efficiency',
    'What it covers: the best efficiency point and throttling.\n\nWho it is for: engineers and energy auditors.',
  ],
  ['Course: head terms', 'What it covers: heads and NPSH.\n\nWho it is for: engineers, and operators who read gauges.'],
);
const pages = [academy];
const ask = (q: string, context?: string) => answerAboutCourseForRole(q, pages, context)?.response ?? null;

describe('the course for a visitor’s role', () => {
  it('names the course whose audience holds the role, with what it covers, citing the academy page', () => {
    expect(ask('I work as energy auditor in a state designated agency. which course is for me?')).toBe(
      'The energy efficiency course is for engineers and energy auditors.\nWhat it covers: the best efficiency point and throttling.\nRead more on the Training academy page: /academy',
    );
    expect(ask('I am a design consultant. which academy course suits me?')).toMatch(/^The sump and suction design course is for/);
    expect(ask('Which of your academy courses would suit our energy auditors?')).toMatch(/^The energy efficiency course is for/);
    // "which one" after a question about the courses is a course.
    expect(ask('I maintain pumps as a fitter, which one should I take?', 'what courses does your academy have?')).toMatch(
      /^The pump failure modes course/,
    );
  });

  it('takes the role named as the audience line names it, two words side by side, over a word two courses share', () => {
    expect(ask('which course would a pump operator attend?')).toMatch(/^The pump failure modes course/);
  });

  it('names none where no role is told, two courses name it alike, or no course is asked', () => {
    expect(ask('which course is for me?')).toBeNull();
    expect(ask('I am an engineer, which course should I take?')).toBeNull();
    expect(ask('I am an operator, which course should I take?')).toBeNull();
    expect(ask('I am an energy auditor, which pump is best for me?')).toBeNull();
  });
});
