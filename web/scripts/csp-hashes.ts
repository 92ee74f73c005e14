/**
 * A strict script policy for pre-rendered pages. React Router writes a few inline scripts into
 * each page (hydration data, the module loader); their hashes differ per page, so each HTML
 * file gets a <meta> Content-Security-Policy allowing exactly its own inline scripts. The HTTP
 * header policy (web/server/security-headers.ts) covers everything else; a browser enforces
 * both, so only these hashed inline scripts run.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
}

export function withScriptPolicy(html: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const policy = ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta charSet="utf-8"\/>/i;
  return charset.test(html) ? html.replace(charset, (match) => match + tag) : html.replace(/<head>/, `<head>${tag}`);
}
