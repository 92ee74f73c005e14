import { describe, expect, it } from 'vitest';
import { findPage } from '../route-table';
import { disclaimer, legalDocuments, privacy, terms, type LegalDocument } from './legal';

const text = (doc: LegalDocument) =>
  [...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(' ');

describe('legal texts', () => {
  it('are the three pages on their routes, with unique section ids', () => {
    expect(legalDocuments.map((d) => d.route)).toEqual(['/terms-conditions', '/privacy-policy', '/disclaimer']);
    for (const doc of legalDocuments) {
      expect(findPage(doc.route)?.path, doc.route).toBe(doc.route);
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
      expect(doc.sections.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('terms bar minors under 18 from demos and state the one-year and one-month limits', () => {
    const t = text(terms);
    expect(t).toMatch(/minors under 18 must not schedule a demo/);
    expect(t).toMatch(/brought within one year/);
    expect(t).toMatch(/within one month/);
  });

  it('privacy policy covers the forms, storage and mailing, retention and camera footage', () => {
    const p = text(privacy);
    for (const field of [/Contact enquiry/, /Demo request/, /Footer enquiry/, /Job application/, /resume/]) expect(p).toMatch(field);
    expect(p).toMatch(/stored in our forms database/);
    expect(p).toMatch(/sent by e-mail to our team/);
    expect(p).toMatch(/deleted from the forms database \d+ days/);
    expect(p).toMatch(/footage is stored locally at that site for 1 month/);
  });

  it('privacy policy says what the chat assistant keeps, never IP address, cookie or user agent, and for how long', () => {
    const p = text(privacy);
    expect(p).toMatch(/could not answer or answered only with the closest pages/);
    expect(p).toMatch(/marked as unhelpful/);
    expect(p).toMatch(/question text, the kind of answer given, the time and the pages it cited/);
    expect(p).toMatch(/never keeps your IP address, a cookie or the user agent/);
    expect(p).toMatch(/kept for 90 days by default/);
  });

  it('disclaimer explains sample content', () => {
    expect(text(disclaimer)).toMatch(/samples/);
  });
});
