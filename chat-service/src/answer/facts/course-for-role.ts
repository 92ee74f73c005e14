/**
 * "I am an energy auditor with a state agency: which course is for me?": the academy course whose
 * "Who it is for" line names the visitor's role, read from the academy page, so a course added or
 * reworded there changes the answer. Asked after a question about the courses, "which one" is a
 * course too.
 */
import type { Page, Section } from '../../retrieve/library.ts';
import { ASKS_ABOUT_TRAINING } from '../choose-section.ts';
import { readMoreLine } from '../quote.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';
import { stems } from './match.ts';

/** "Course: energy efficiency and sub-optimal performance": a course's section on the academy page. */
const COURSE_HEADING = /^Course:\s*(.+)$/i;
/** "Who it is for: ...": the line of a course section that names its audience. */
const AUDIENCE = /^Who it is for:\s*(.+)$/im;
/** "which one is for me", "which course suits me", "what should a fitter take": a choice by the visitor's role. */
const ASKS_CHOICE =
  /\b(which|what) (\w+ )?(one|course|training|of (them|these|those|(the|your|its) (\w+ )?courses))\b.*\b(for me|suits?|suit me|should (i|we|he|she|they|a|an)|do (i|we)|fits?|right for|best for|take|attend|join|go for|recommend)\b|\bwhich (course|training|one) (should|would|do|is)\b|\b(course|training) for (a|an|me|someone like me|my)\b/;
/** Words of an audience line that name no role ("who want to spot trouble early"). */
const NOT_A_ROLE = new Set(
  stems(
    'who want to and or the a an in of for with on at their working understand what mean new old existing station stations pump pumps read decide early trouble spot lay out',
  ),
);

interface Course {
  name: string;
  section: Section;
  audience: string;
}

function coursesOn(page: Page): Course[] {
  return page.sections.flatMap((section) => {
    const name = COURSE_HEADING.exec(section.heading)?.[1];
    const audience = AUDIENCE.exec(section.body)?.[1];
    return name && audience ? [{ name, section, audience }] : [];
  });
}

export function answerAboutCourseForRole(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  if (!ASKS_CHOICE.test(q)) return null;
  if (!ASKS_ABOUT_TRAINING.test(q) && !(context !== undefined && ASKS_ABOUT_TRAINING.test(context))) return null;
  const page = pages.find((p) => coursesOn(p).length > 1);
  if (!page) return null;
  const words = stems(q);
  const asked = new Set(words.filter((w) => !NOT_A_ROLE.has(w)));
  // "a pump operator": the role named as the audience line names it, two words side by side, counts for more.
  const pairs = new Set(words.slice(1).map((w, i) => `${words[i]} ${w}`));
  const named = (audience: string): number => {
    const said = stems(audience);
    const together = said.slice(1).filter((w, i) => pairs.has(`${said[i]} ${w}`)).length;
    return said.filter((w) => !NOT_A_ROLE.has(w) && asked.has(w)).length + together / 2;
  };
  const scored = coursesOn(page)
    .map((course) => ({ course, named: named(course.audience) }))
    .sort((a, b) => b.named - a.named);
  const [best, next] = scored;
  // The visitor's role names one course's audience more than any other's; else the page's list answers.
  if (!best || best.named === 0 || (next && next.named === best.named)) return null;
  const { course } = best;
  const covers = /^What it covers:\s*(.+)$/im.exec(course.section.body)?.[1];
  const lines = [
    `The ${course.name} course is for ${course.audience.replace(/\.$/, '')}.`,
    ...(covers ? [`What it covers: ${covers}`] : []),
  ];
  return factAnswer(lines, readMoreLine(page), [{ title: page.title, url: page.url }]);
}
