import { describe, expect, it } from 'vitest';
import { pages } from '../app/route-table';
import { securityHeaders } from '../server/security-headers';
import { routesConf, securityHeadersConf } from './nginx-snippets';

describe('nginx snippets', () => {
  const conf = routesConf();

  it('serves every page from its file at its exact path', () => {
    for (const page of pages) {
      const file = page.path === '/' ? '/index.html' : `${page.path}/index.html`;
      expect(conf).toContain(`location = ${page.path} {\n    expires -1;\n    try_files ${file} =404;\n}`);
    }
  });

  it('redirects other spellings of each page and the old /download path', () => {
    expect(conf).toContain('location ~* ^/media2023/*$ {\n    return 301 /media2023$is_args$args;\n}');
    expect(conf).toContain('location ~* ^/download/*$ {\n    return 301 /downloads$is_args$args;\n}');
    expect(conf).not.toContain('location ~* ^//*$');
  });

  it('writes the same security headers as the Node front', () => {
    const headers = securityHeadersConf();
    for (const [name, value] of Object.entries(securityHeaders)) expect(headers).toContain(`add_header ${name} "${value}" always;`);
  });
});
