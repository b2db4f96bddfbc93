import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { mailOutbox } from '../db/schema';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { createMailTransport } from './mail-transport';
import { startTestSmtpServer } from './test-smtp-server';

const message = {
  to: 'ada@aurora.test',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/reset-password?token=abc\n.a line that starts with a dot',
};

function recordingLogger() {
  const lines: { level: number; msg: string; to?: string; text?: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines };
}

describe.each(databaseTargets())('mail transport on $name', (target) => {
  let store: TestStore;
  let database: Database;

  beforeAll(async () => {
    store = await target.createStore();
    database = await store.open();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  async function outboxRows(to: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  }

  it('without SMTP keeps the mail in the outbox and writes it, link and all, to the log', async () => {
    const { log, lines } = recordingLogger();
    const transport = createMailTransport({
      db: database.db,
      log,
      config: { smtpUrl: undefined, mailFrom: 'x' },
    });

    await transport.send(message);
    await transport.close();

    const [row] = await outboxRows(message.to);
    expect(row).toMatchObject({
      subject: message.subject,
      textBody: message.text,
      sentAt: null,
      error: null,
    });
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'Mail kept in the outbox', to: message.to, text: message.text }),
    ]);
  });

  it('with SMTP delivers the mail and marks it sent', async () => {
    const smtp = await startTestSmtpServer();
    const to = 'grace@aurora.test';
    const transport = createMailTransport({
      db: database.db,
      log: recordingLogger().log,
      config: { smtpUrl: smtp.url, mailFrom: 'Aurora Store <no-reply@aurora.test>' },
    });

    await transport.send({ ...message, to });
    await transport.close();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('<no-reply@aurora.test>');
    expect(mail?.to).toEqual([`<${to}>`]);
    expect(mail?.data).toContain(`Subject: ${message.subject}`);
    expect(mail?.data).toContain('http://localhost:3000/reset-password?token=abc');
    expect(mail?.data).toContain('\n.a line that starts with a dot');
    const [row] = await outboxRows(to);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('with SMTP refusing the mail keeps the reason in the outbox and logs an error', async () => {
    const smtp = await startTestSmtpServer({ reject: true });
    const to = 'nobody@aurora.test';
    const { log, lines } = recordingLogger();
    const transport = createMailTransport({
      db: database.db,
      log,
      config: { smtpUrl: smtp.url, mailFrom: 'x@y.z' },
    });

    await transport.send({ ...message, to });
    await transport.close();
    await smtp.close();

    const [row] = await outboxRows(to);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toContain('550');
    expect(lines).toEqual([expect.objectContaining({ msg: 'Mail could not be sent', level: 50 })]);
  });
});
