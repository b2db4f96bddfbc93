import Fastify from 'fastify';
import type { Config } from '../config';

export interface LogLine {
  level: number;
  msg: string;
  to?: string;
  subject?: string;
  text?: string;
  attempts?: number;
  retryInMs?: number;
}

/** A logger that keeps every line it writes, for tests of what the mail worker logs. */
export function recordingLogger() {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines };
}

/** The mail settings of a test: a quick retry and a poll that never gets in the way of the test's own steps. */
export function mailTestConfig(overrides: Partial<Config> = {}) {
  return {
    smtpUrl: undefined,
    mailFrom: 'Aurora Store <no-reply@aurora.test>',
    publicUrl: 'http://localhost:3000',
    mailPollIntervalMs: 60_000,
    mailRetryDelayMs: 20,
    ...overrides,
  };
}
