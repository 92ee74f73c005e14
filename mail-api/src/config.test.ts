import { describe, expect, it } from 'vitest';
import { loadSettings } from './config.ts';

describe('allowed origins', () => {
  it('writes the defaults the way a browser sends its Origin (no :80 on http)', () => {
    const settings = loadSettings({ PORT: '80' });
    expect(settings.allowedOrigins).toContain('http://localhost');
    expect(settings.allowedOrigins).not.toContain('http://localhost:80');
  });

  it('normalises configured entries and rejects what is not an origin', () => {
    expect(loadSettings({ ALLOWED_ORIGINS: 'HTTPS://WWW.Example.com/, http://intranet:80' }).allowedOrigins).toEqual([
      'https://www.example.com',
      'http://intranet',
    ]);
    expect(() => loadSettings({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/not an origin/);
  });
});

describe('outbox lifetime and alert', () => {
  it('defaults to five days of retries and an alert after an hour', () => {
    const { worker } = loadSettings({});
    expect(worker.maxAgeMs).toBe(120 * 3_600_000);
    expect(worker.alertAfterMs).toBe(60 * 60_000);
    // The backoff stays capped at an hour: a five-day outage still sees an attempt every hour.
    expect(worker.backoffMaxMs).toBe(3_600_000);
  });

  it('accepts fractional values and rejects nonsense', () => {
    expect(loadSettings({ OUTBOX_MAX_AGE_HOURS: '0.5' }).worker.maxAgeMs).toBe(1_800_000);
    expect(loadSettings({ OUTBOX_ALERT_AFTER_MINUTES: '2.5' }).worker.alertAfterMs).toBe(150_000);
    expect(() => loadSettings({ OUTBOX_MAX_AGE_HOURS: '0' })).toThrow(/OUTBOX_MAX_AGE_HOURS/);
    expect(() => loadSettings({ OUTBOX_ALERT_AFTER_MINUTES: 'soon' })).toThrow(/OUTBOX_ALERT_AFTER_MINUTES/);
  });
});
