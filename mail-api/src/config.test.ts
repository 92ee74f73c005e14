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

describe('outbox lifetime and alert', () => {
  it('defaults to five days of retries and an alert after an hour', () => {
    const { worker } = loadConfig({});
    expect(worker.maxAgeMs).toBe(120 * 3_600_000);
    expect(worker.alertAfterMs).toBe(60 * 60_000);
    // The backoff stays capped at an hour: a five-day outage still sees an attempt every hour.
    expect(worker.backoffMaxMs).toBe(3_600_000);
  });

  it('accepts fractional values and rejects nonsense', () => {
    expect(loadConfig({ OUTBOX_MAX_AGE_HOURS: '0.5' }).worker.maxAgeMs).toBe(1_800_000);
    expect(loadConfig({ OUTBOX_ALERT_AFTER_MINUTES: '2.5' }).worker.alertAfterMs).toBe(150_000);
    expect(() => loadConfig({ OUTBOX_MAX_AGE_HOURS: '0' })).toThrow(/OUTBOX_MAX_AGE_HOURS/);
    expect(() => loadConfig({ OUTBOX_ALERT_AFTER_MINUTES: 'soon' })).toThrow(/OUTBOX_ALERT_AFTER_MINUTES/);
  });
});
