import { DEFAULT_MEDIA_MAX_BYTES } from '@aurora-store/api/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('MEDIA_MAX_BYTES', () => {
  it('is 10 MB unless set', () => {
    expect(DEFAULT_MEDIA_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(loadConfig({}).mediaMaxBytes).toBe(DEFAULT_MEDIA_MAX_BYTES);
    expect(loadConfig({ MEDIA_MAX_BYTES: '' }).mediaMaxBytes).toBe(DEFAULT_MEDIA_MAX_BYTES);
    expect(loadConfig({ MEDIA_MAX_BYTES: '2097152' }).mediaMaxBytes).toBe(2_097_152);
  });

  it.each(['0', '-1', '10MB', '1.5'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ MEDIA_MAX_BYTES: value })).toThrow(
      'Invalid environment: MEDIA_MAX_BYTES: must be a whole number of bytes',
    );
  });
});
