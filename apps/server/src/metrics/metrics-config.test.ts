import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('METRICS_TOKEN', () => {
  it('leaves the metrics off when unset or empty', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('refuses a token short enough to guess, at start', () => {
    const load = () => loadConfig({ METRICS_TOKEN: 'prometheus' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow('Invalid environment: METRICS_TOKEN: must be at least 16 characters long');
    expect(loadConfig({ METRICS_TOKEN: '0123456789abcdef' }).metricsToken).toBe('0123456789abcdef');
  });
});
