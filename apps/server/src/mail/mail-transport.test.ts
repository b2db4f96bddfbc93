import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { mailOutbox } from '../db/schema';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { startMailDelivery } from './mail-delivery';
import { queueMail } from './mail-outbox';
import { mailTestConfig, recordingLogger } from './mail-test-support';
import { createMailTransport } from './mail-transport';
import { freePort, startTestSmtpServer as startSmtpServer } from './test-smtp-server';

const message = {
  to: 'ada@aurora.test',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/reset-password?token=abc\n.a line that starts with a dot',
  html: '<p>Open <a href="http://localhost:3000/reset-password?token=abc">the link</a></p>',
};

describe.each(databaseTargets())('mail outbox and delivery on $name', (target) => {
  let store: TestStore;
  let database: Database;

  beforeAll(async () => {
    store = await target.createStore();
    database = await store.open();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  /** Workers and SMTP servers of the test, stopped after it whatever its outcome, workers first. */
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const closable of running.splice(0).reverse()) await closable.close();
  });

  async function startTestSmtpServer(options?: { port: number }) {
    const smtp = await startSmtpServer(options);
    running.push(smtp);
    return smtp;
  }

  /** Time passes, for the outbox: the mail's next attempt is due now. */
  async function makeDue(to: string) {
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.toAddress, to));
  }

  async function outboxRow(to: string) {
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  /** A worker whose retries wait a minute: a test moves the clock on itself, with `makeDue`. */
  function transportTo(smtpUrl: string | undefined, log = recordingLogger().log) {
    const transport = createMailTransport({
      db: database.db,
      log,
      config: mailTestConfig({ smtpUrl, mailRetryDelayMs: 60_000 }),
      unsubscribeSecret: 'a-test-secret',
    });
    running.push(transport);
    return transport;
  }

  it('without SMTP keeps the mail in the outbox and writes it, link and all, to the log', async () => {
    const { log, lines } = recordingLogger();
    const transport = transportTo(undefined, log);

    await transport.send(message);
    await transport.deliverDue();
    await transport.close();

    expect(await outboxRow(message.to)).toMatchObject({
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      sentAt: null,
      error: null,
      nextAttemptAt: null,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'Mail kept in the outbox',
        to: message.to,
        subject: message.subject,
        text: message.text,
      }),
    ]);
  });

  it('with SMTP delivers text and HTML, once, and marks the mail sent', async () => {
    const smtp = await startTestSmtpServer();
    const to = 'grace@aurora.test';
    const transport = transportTo(smtp.url);

    await transport.send({ ...message, to });
    const mail = await smtp.waitForMail((received) => received.envelopeTo.includes(to));
    await transport.deliverDue();
    await transport.close();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    expect(mail).toMatchObject({
      envelopeFrom: 'no-reply@aurora.test',
      envelopeTo: [to],
      fromName: 'Aurora Store',
      fromAddress: 'no-reply@aurora.test',
      subject: message.subject,
      html: message.html,
    });
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('\n.a line that starts with a dot');
    const row = await outboxRow(to);
    expect(mail.messageId).toBe(`<${row?.id}@aurora-store.outbox>`);
    expect(row).toMatchObject({ error: null, nextAttemptAt: null, attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('retries a mail the SMTP server refused and delivers it once when the server takes it', async () => {
    const smtp = await startTestSmtpServer();
    smtp.refuse(451);
    const to = 'refused-then-taken@aurora.test';
    const { log, lines } = recordingLogger();
    const transport = transportTo(smtp.url, log);

    await transport.send({ ...message, to });
    await transport.deliverDue();
    const refused = await outboxRow(to);
    expect(refused).toMatchObject({ attempts: 1, sentAt: null });
    expect(refused?.error).toContain('451');
    expect(refused?.nextAttemptAt).toBeInstanceOf(Date);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'Mail could not be sent; it will be tried again',
        retryInMs: 60_000,
      }),
    ]);
    await transport.deliverDue();
    expect(smtp.received).toEqual([]);

    smtp.accept();
    await makeDue(to);
    transport.wake();
    await smtp.waitForMail((received) => received.envelopeTo.includes(to));
    await transport.deliverDue();
    await transport.close();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    const delivered = await outboxRow(to);
    expect(delivered).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
    expect(delivered?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail while the SMTP server is down and delivers it once the server is up', async () => {
    const port = await freePort();
    const to = 'server-down@aurora.test';
    // Retries on their own, a few milliseconds apart: the mail goes out at the first one after the server is up.
    const transport = createMailTransport({
      db: database.db,
      log: recordingLogger().log,
      config: mailTestConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryDelayMs: 10 }),
      unsubscribeSecret: 'a-test-secret',
    });
    running.push(transport);

    await transport.send({ ...message, to });
    await transport.deliverDue();
    const waiting = await outboxRow(to);
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.error).toMatch(/ECONNREFUSED/);

    const smtp = await startTestSmtpServer({ port });
    const mail = await smtp.waitForMail((received) => received.envelopeTo.includes(to));
    await transport.deliverDue();
    await transport.close();
    await smtp.close();

    expect(mail.subject).toBe(message.subject);
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(to))?.sentAt).toBeInstanceOf(Date);
  });

  it('gives a mail up after its last attempt, keeps it with the reason and logs an error', async () => {
    const smtp = await startTestSmtpServer();
    smtp.refuse(550);
    const to = 'nobody@aurora.test';
    const { log, lines } = recordingLogger();
    const delivery = startMailDelivery({
      db: database.db,
      log,
      smtpUrl: smtp.url,
      mailFrom: 'no-reply@aurora.test',
      schedule: { firstDelayMs: 1, maxDelayMs: 1, maxAttempts: 2 },
      pollIntervalMs: 60_000,
    });
    running.push(delivery);

    await queueMail(database.db, { ...message, to });
    await delivery.deliverDue();
    await expect.poll(async () => (await outboxRow(to))?.attempts).toBe(2);
    await delivery.deliverDue();
    await delivery.close();
    await smtp.close();

    const givenUp = await outboxRow(to);
    expect(givenUp).toMatchObject({ attempts: 2, sentAt: null, nextAttemptAt: null });
    expect(givenUp?.error).toContain('550');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'Mail could not be sent; it will be tried again'],
      [50, 'Mail could not be sent; no attempt left, it stays in the outbox'],
    ]);
  });

  it('queues nothing for a transaction that rolls back, and one mail per dedupe key', async () => {
    const transport = transportTo(undefined);
    const to = 'dedupe@aurora.test';

    await expect(
      database.db.transaction(async (tx) => {
        await transport.queue(tx, { ...message, to }, 'once:rolled-back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const first = await database.db.transaction((tx) => transport.queue(tx, { ...message, to }, 'once:1'));
    const second = await database.db.transaction((tx) =>
      transport.queue(tx, { ...message, to, subject: 'again' }, 'once:1'),
    );
    // Kept (no SMTP here), so no later test's worker finds it due.
    await transport.deliverDue();
    await transport.close();

    expect([first, second]).toEqual([true, false]);
    expect((await outboxRow(to))?.subject).toBe(message.subject);
  });

  it('close waits for the delivery in flight and records its outcome', async () => {
    const smtp = await startTestSmtpServer();
    const to = 'closing@aurora.test';
    const transport = transportTo(smtp.url);

    await transport.send({ ...message, to });
    await transport.close();
    await smtp.close();

    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[to]]);
    expect((await outboxRow(to))?.sentAt).toBeInstanceOf(Date);
  });

  it('never sends a mail twice when two workers of two server processes race for the outbox', async () => {
    const smtp = await startTestSmtpServer();
    // A second connection, as a second server process has; PGlite is one connection, shared by both workers.
    const other = target.name === 'postgres' ? await store.open() : database;
    const recipients = Array.from({ length: 30 }, (_, index) => `race-${index}@aurora.test`);
    for (const [index, to] of recipients.entries()) {
      await queueMail(database.db, { ...message, to, subject: `Race ${index}` });
    }
    // Each worker signs its mails with its own sender, so the test can tell that both took part.
    const workers = [database, other].map((opened, index) =>
      createMailTransport({
        db: opened.db,
        log: recordingLogger().log,
        config: mailTestConfig({ smtpUrl: smtp.url, mailFrom: `worker-${index}@aurora.test` }),
        unsubscribeSecret: 'a-test-secret',
      }),
    );
    running.push(...workers);

    await Promise.all(workers.map((worker) => worker.deliverDue()));
    await Promise.all(workers.map((worker) => worker.close()));
    if (other !== database) await other.close();

    const delivered = smtp.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(delivered).toEqual([...recipients].sort());
    const senders = new Set(smtp.received.map((mail) => mail.envelopeFrom));
    expect(senders).toEqual(new Set(['worker-0@aurora.test', 'worker-1@aurora.test']));
    const rows = await Promise.all(recipients.map(outboxRow));
    expect(rows.every((row) => row?.attempts === 1 && row.sentAt instanceof Date)).toBe(true);
  });
});
