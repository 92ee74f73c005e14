/** Last line of defence against header injection, whatever the schema let through. */
export class HeaderInjectionError extends Error {
  readonly code = 'EHEADER';
}

const BREAKERS = /[\r\n\0]/;

export function headerSafe(value: string, field: string): string {
  if (BREAKERS.test(value)) throw new HeaderInjectionError(`field '${field}' contains CR, LF or NUL`);
  return value;
}

/** The visitor's file name, reduced to something safe to show as an attachment name. */
export function safeAttachmentName(original: string, fallbackExtension: string): string {
  const base = original
    .split(/[\\/]/)
    .pop()!
    // Control characters and characters that mean something to a file system or a header.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .trim();
  // Keep the end (the extension), counting code points so no character is cut in half.
  const chars = Array.from(base);
  const trimmed = chars.length > 120 ? chars.slice(-120).join('') : base;
  return trimmed === '' || trimmed.startsWith('.') ? `resume${fallbackExtension}` : trimmed;
}
