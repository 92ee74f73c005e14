/**
 * Security headers for every response, written once for the Node front; the nginx
 * configuration is generated from the same values. The Speculation-Rules header rides along:
 * it names the rules that prefetch the next page, and sent with every response it needs no
 * script in the page (browsers read it on documents only).
 */
import { SPECULATION_RULES_PATH } from './speculation-rules';

const contentSecurityPolicy = [
  "default-src 'self'",
  // Pages carry no inline script: the pre-renderer links every script by URL.
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
};
