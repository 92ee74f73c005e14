import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptPolicy } from './csp-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('per-page script policy', () => {
  const html = '<html><head><title>x</title></head><body><script>window.a=1</script><script type="module" src="/assets/e.js"></script><script type="module">import("/x.js")</script></body></html>';

  it('hashes inline scripts only, not scripts loaded by src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("/x.js")')]);
  });

  it('puts the policy right after the charset declaration', () => {
    const page = withScriptPolicy('<html><head><meta charSet="utf-8"/><title>x</title></head><body><script>a()</script></body></html>');
    expect(page).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha('a()')}"/><title>`);
  });

  it('puts the policy first in <head> when there is no charset, once', () => {
    const once = withScriptPolicy(html);
    expect(once).toContain(`<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha('window.a=1')} ${sha('import("/x.js")')}"/>`);
    expect(withScriptPolicy(once)).toBe(once);
  });
});
