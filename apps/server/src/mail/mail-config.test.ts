import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('the mail settings of the environment', () => {
  it('look for mail every 10 s and retry after 30 s unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ mailPollIntervalMs: 10_000, mailRetryDelayMs: 30_000 });
    expect(loadConfig({ MAIL_POLL_INTERVAL_MS: '', MAIL_RETRY_DELAY_MS: '' })).toMatchObject({
      mailPollIntervalMs: 10_000,
      mailRetryDelayMs: 30_000,
    });
  });

  it('take whole milliseconds, as an end-to-end test that cannot wait gives them', () => {
    expect(loadConfig({ MAIL_POLL_INTERVAL_MS: '200', MAIL_RETRY_DELAY_MS: '50' })).toMatchObject({
      mailPollIntervalMs: 200,
      mailRetryDelayMs: 50,
    });
  });

  it.each(['0', '-5', '1.5', 'soon', '123456789'])('refuse %s milliseconds at start', (value) => {
    const load = () => loadConfig({ MAIL_RETRY_DELAY_MS: value });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'Invalid environment: MAIL_RETRY_DELAY_MS: must be a whole number of milliseconds from 1 to 99999999',
    );
  });

  it('take smtps:// for a server that speaks TLS from the start, and nothing but smtp', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mail.aurora.test:465' }).smtpUrl).toBe(
      'smtps://mail.aurora.test:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.aurora.test' })).toThrow(
      'SMTP_URL: must start with smtp:// or smtps://',
    );
  });
});
