import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('allowed origins', () => {
  it('writes the defaults the way a browser sends its Origin (no :80 on http)', () => {
    const config = loadConfig({ PORT: '80' });
    expect(config.allowedOrigins).toContain('http://localhost');
    expect(config.allowedOrigins).not.toContain('http://localhost:80');
  });

  it('normalises configured entries and rejects what is not an origin', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'HTTPS://WWW.Example.com/, http://intranet:80' }).allowedOrigins).toEqual([
      'https://www.example.com',
      'http://intranet',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/not an origin/);
  });
});
