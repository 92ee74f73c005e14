/** .dockerignore: what stays out of the Docker build context, read with Docker's rules. */
import { describe, expect, it } from 'vitest';
import { dockerignoreMatcher, isExcluded } from './dockerignore.ts';

describe('.dockerignore', () => {
  it('keeps installed modules, build outputs, data, secrets, git and test results out of the context', () => {
    for (const file of [
      'node_modules/yaml/package.json',
      'web/node_modules/x',
      'mail-api/node_modules/x',
      'web/build/client/index.html',
      'web/.react-router/types/x.ts',
      'data/mail.sqlite',
      'chat-service/data.sqlite',
      '.git/HEAD',
      '.env',
      '.env.production',
      'test-results/x.json',
      'playwright-report/index.html',
      'tests/e2e/site.spec.ts',
      'mail-api/test/forms.test.ts',
      'chat-service/prof.tmp.ts',
    ]) {
      expect(isExcluded(file), file).toBe(true);
    }
    for (const file of ['.env.example', 'package.json', 'knowledge/contact.md', 'web/app/root.tsx', 'tests/package.json']) {
      expect(isExcluded(file), file).toBe(false);
    }
  });

  it('is read with Docker rules (folder exclusion, **, last match wins, ! re-includes)', () => {
    const match = dockerignoreMatcher('node_modules\n**/build\n*.log\n!keep.log\nsrc/**/gen\nlogs/*\n!logs/a.txt');
    expect(match('node_modules/x/y.js')).toBe(true);
    expect(match('web/node_modules/x')).toBe(false);
    expect(match('build/a')).toBe(true);
    expect(match('a/b/build/c')).toBe(true);
    expect(match('x.log')).toBe(true);
    expect(match('keep.log')).toBe(false);
    expect(match('dir/x.log')).toBe(false);
    expect(match('src/a/b/gen/file.ts')).toBe(true);
    expect(match('src/gen/file.ts')).toBe(true);
    expect(match('logs/b.txt')).toBe(true);
    expect(match('logs/a.txt')).toBe(false);
  });
});
