import { describe, expect, it } from 'vitest';
import { checkResumeFile, RESUME_ACCEPT, RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MIME_TYPES, resumeKindByName } from './resume.ts';

describe('resume limits', () => {
  it('are 5 MB and PDF, DOC or DOCX', () => {
    expect(RESUME_MAX_BYTES).toBe(5_242_880);
    expect(RESUME_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx']);
    expect(RESUME_MIME_TYPES).toContain('application/msword');
    expect(RESUME_ACCEPT.split(',')).toHaveLength(6);
  });
  it('knows a kind by extension, case-insensitively', () => {
    expect(resumeKindByName('My CV.DocX')?.label).toBe('DOCX');
    expect(resumeKindByName('cv.pdf.exe')).toBeUndefined();
    expect(resumeKindByName('pdf')).toBeUndefined();
  });
  it('checks size at the boundary and emptiness', () => {
    expect(checkResumeFile({ name: 'a.pdf', size: RESUME_MAX_BYTES })).toBeUndefined();
    expect(checkResumeFile({ name: 'a.pdf', size: RESUME_MAX_BYTES + 1 })).toBe('The resume must be 5 MB or smaller');
    expect(checkResumeFile({ name: 'a.pdf', size: 0 })).toBe('The resume file is empty');
  });
});
