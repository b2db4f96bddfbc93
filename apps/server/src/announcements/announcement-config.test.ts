import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('the interval of the new-product announcements', () => {
  it('is a day unless told otherwise', () => {
    expect(loadConfig({}).announcementIntervalMs).toBe(86_400_000);
    expect(loadConfig({ ANNOUNCEMENT_INTERVAL_MS: '' }).announcementIntervalMs).toBe(86_400_000);
    expect(loadConfig({ ANNOUNCEMENT_INTERVAL_MS: '3600000' }).announcementIntervalMs).toBe(3_600_000);
  });

  it('refuses anything but whole milliseconds at start', () => {
    expect(() => loadConfig({ ANNOUNCEMENT_INTERVAL_MS: 'daily' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANNOUNCEMENT_INTERVAL_MS: '0' })).toThrow(
      'ANNOUNCEMENT_INTERVAL_MS: must be a whole number of milliseconds from 1 to 99999999',
    );
  });
});
