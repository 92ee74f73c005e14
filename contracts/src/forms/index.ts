/** Everything the browser forms and the mail API share about the four forms. */
export * from './fields.ts';
export * from './honeypot.ts';
export * from './resume.ts';
export * from './resume-schema.ts';
export * from './messages.ts';
export * from './contact.ts';
export * from './demo.ts';
export * from './footer.ts';
export * from './careers.ts';
export * from './errors.ts';
