/** The resume field's schema, for the careers form (browser check before upload; server repeats it). */
import { mixed } from 'yup';
import { type ResumeFileLike, checkResumeFile } from './resume.ts';

/** A single File, or the FileList a file input gives react-hook-form. */
export type ResumeInput = ResumeFileLike | ArrayLike<ResumeFileLike> | null | undefined;

function firstFile(input: ResumeInput): ResumeFileLike | undefined {
  if (input == null) return undefined;
  if ('name' in input && typeof input.name === 'string') return input as ResumeFileLike;
  return (input as ArrayLike<ResumeFileLike>)[0];
}

/** The resume is optional: an empty file input passes. */
export const resumeFileSchema = mixed<ResumeFileLike | ArrayLike<ResumeFileLike>>()
  .nullable()
  .optional()
  .test('resume', function (input) {
  const file = firstFile(input);
  if (!file) return true;
  const problem = checkResumeFile(file);
  return problem ? this.createError({ message: problem }) : true;
});
