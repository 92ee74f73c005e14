/**
 * The wire contract between the site and the mail API: paths, headers and the answer shape.
 * The browser calls these paths on the site's own origin; the front server proxies `/api/*`
 * to the mail API unchanged.
 */
export const formNames = ['contact', 'demo', 'footer', 'careers'] as const;
export type FormName = (typeof formNames)[number];

export const apiPaths = {
  contact: '/api/contact',
  demo: '/api/demo',
  footer: '/api/footer',
  careers: '/api/careers',
  health: '/api/health',
} as const satisfies Record<FormName | 'health', string>;

/** Every form answer. `sent: true` means the submission is stored and will be delivered. */
export interface FormResponse {
  sent: boolean;
  message: string;
  /** Only on 400: field name -> the message to show under that field. */
  errors?: Record<string, string>;
}

/** One fresh value (a UUID) per form fill; a repeat with the same key is stored once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Required on every form POST: a cross-site form cannot set it without a CORS preflight. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/** The form submitted as multipart/form-data; the others are JSON. */
export const MULTIPART_FORMS: readonly FormName[] = ['careers'];

/**
 * Default days a submission is kept before retention deletes it (SUBMISSION_RETENTION_DAYS);
 * the privacy policy quotes it.
 */
export const DEFAULT_SUBMISSION_RETENTION_DAYS = 90;
