/**
 * Resume upload limits, in one place for the browser (which says so before upload) and the
 * mail API (which enforces them by content, not by name). Free of yup, so the first-load code
 * of every page can show them; the rule of the field is in schema.ts.
 */

/** Multipart field that carries the resume file. */
export const RESUME_FIELD = 'file';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_LABEL = '5 MB';

export const resumeKinds = [
  { extension: '.pdf', mime: 'application/pdf', label: 'PDF' },
  { extension: '.doc', mime: 'application/msword', label: 'DOC' },
  {
    extension: '.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
  },
] as const;

export type ResumeKind = (typeof resumeKinds)[number];
export type ResumeExtension = ResumeKind['extension'];

export const RESUME_EXTENSIONS: readonly ResumeExtension[] = resumeKinds.map((k) => k.extension);
export const RESUME_MIME_TYPES: readonly string[] = resumeKinds.map((k) => k.mime);
/** Value for the file input's `accept` attribute. */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

/** The accepted kinds as visitors read them: 'PDF, DOC or DOCX'. */
const kindLabels = resumeKinds.map((k) => k.label);
export const RESUME_KINDS_TEXT = `${kindLabels.slice(0, -1).join(', ')} or ${kindLabels.at(-1)}`;

export const resumeMessages = {
  tooLarge: `The resume must be ${RESUME_MAX_LABEL} or smaller`,
  wrongType: `The resume must be a ${RESUME_KINDS_TEXT} file`,
  empty: 'The resume file is empty',
} as const;

/** The kind a file name claims by its extension (case-insensitive), or undefined. */
export function resumeKindByName(fileName: string): ResumeKind | undefined {
  const lower = fileName.toLowerCase();
  const dot = lower.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = lower.slice(dot);
  return resumeKinds.find((k) => k.extension === extension);
}

/** What the browser knows about a chosen file before upload (a File has these fields). */
export interface ResumeFileLike {
  name: string;
  size: number;
  type?: string;
}

/** A single File, or the FileList a file input gives react-hook-form. */
export type ResumeInput = ResumeFileLike | ArrayLike<ResumeFileLike> | null | undefined;

/**
 * The check the browser can make before upload: size and extension. Returns an error message
 * or undefined. The server repeats it and also inspects the bytes.
 */
export function checkResumeFile(file: ResumeFileLike): string | undefined {
  if (file.size === 0) return resumeMessages.empty;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  if (!resumeKindByName(file.name)) return resumeMessages.wrongType;
  return undefined;
}
