import { describe, expect, it } from 'vitest';
import { LONG_TEXT_MAX } from '@site/contracts/forms/fields';
import { DEFAULT_JSON_LIMIT_BYTES, MULTIPART_FIELD_BYTES } from './body-limits.ts';

describe('body limits', () => {
  it('follow from the field bounds: 32 KB for a full contact form in 4-byte characters', () => {
    expect(DEFAULT_JSON_LIMIT_BYTES).toBe(32 * 1024);
    const fullest = JSON.stringify({
      name: '😀'.repeat(100),
      lname: '😀'.repeat(100),
      email: 'a'.repeat(254),
      phone: '1'.repeat(30),
      message: '😀'.repeat(LONG_TEXT_MAX),
      website: '',
    });
    expect(Buffer.byteLength(fullest)).toBeLessThan(DEFAULT_JSON_LIMIT_BYTES);
  });

  it('let the longest multipart field through at its fullest', () => {
    expect(MULTIPART_FIELD_BYTES).toBeGreaterThanOrEqual(LONG_TEXT_MAX * 4);
    expect(MULTIPART_FIELD_BYTES).toBe(32 * 1024);
  });
});
