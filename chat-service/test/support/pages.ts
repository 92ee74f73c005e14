/** Knowledge pages built in a test, for the calculators and facts that read them. */
import type { Page } from '../../src/retrieve/library.ts';

/** A knowledge page of an intro section and any `[heading, body]` sections. */
export const knowledgePage = (title: string, url: string, body: string, ...sections: [string, string][]): Page => {
  const section = (heading: string, text: string) => ({
    file: `${url}.md`,
    title,
    url,
    heading,
    headingPath: heading ? [heading] : ([] as string[]),
    body: text,
    firstPassageId: 1,
  });
  return { file: `${url}.md`, title, url, summary: body, sections: [section('', body), ...sections.map(([h, b]) => section(h, b))] };
};
