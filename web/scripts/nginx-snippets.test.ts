// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitePages } from '../app/route-table';
import { securityHeaders } from '../server/security-headers';
import { applyKnowledgeFolder } from './knowledge-pages';
import { routesConf, securityHeadersConf } from './nginx-snippets';

applyKnowledgeFolder();

describe('nginx snippets', () => {
  const conf = routesConf();

  it('serves every page written in TypeScript at its exact path, the live folder first', () => {
    for (const page of sitePages) {
      const file = page.path === '/' ? '/index.html' : `${page.path}/index.html`;
      expect(conf).toContain(`location = ${page.path} {\n    expires -1;\n    root $live_root;\n    try_files ${file} @baked;\n}`);
    }
  });

  it('serves knowledge pages by their route pattern, from the live folder alone once it is active', () => {
    expect(conf).toContain('location ~ ^/[a-z0-9]+(?:-[a-z0-9]+)*$ {');
    expect(conf).toContain('if (!-f $live_root/.active) { return 418; }');
    expect(conf).not.toContain('location = /pump-failure-modes-cavitation ');
    // Before the redirects of other spellings, which would otherwise catch the canonical path too.
    expect(conf.indexOf('location ~ ^/[a-z0-9]')).toBeLessThan(conf.indexOf('location ~* ^/pump-failure-modes-cavitation/*$'));
  });

  it('redirects a trailing slash after a page added while the site runs, once the live folder has it, after every other redirect', () => {
    const slashed = conf.indexOf('location ~ ^(?<knowledge_path>/[a-z0-9]+(?:-[a-z0-9]+)*)/+$ {');
    expect(slashed).toBeGreaterThan(conf.lastIndexOf('location ~* '));
    expect(conf.slice(slashed)).toContain('if (-f $live_root$knowledge_path/index.html) { return 301 $knowledge_path$is_args$args; }');
  });

  it('redirects other spellings of each page and the old /download path', () => {
    expect(conf).toContain('location ~* ^/media2023/*$ {\n    return 301 /media2023$is_args$args;\n}');
    expect(conf).toContain('location ~* ^/sub-optimal/*$ {\n    return 301 /sub-optimal$is_args$args;\n}');
    expect(conf).toContain('location ~* ^/download/*$ {\n    return 301 /downloads$is_args$args;\n}');
    expect(conf).not.toContain('location ~* ^//*$');
    expect(conf.indexOf('location ~* ^/download/*$')).toBeLessThan(conf.indexOf('location ~ ^/[a-z0-9]'));
  });

  it('writes the same security headers as the Node front', () => {
    const headers = securityHeadersConf();
    // Quotes inside a value (the Speculation-Rules header's) are escaped for nginx.
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  });
});
