import { once } from 'node:events';
import { createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/*
 * A real SMTP server for tests (nodemailer's smtp-server), on 127.0.0.1 without TLS or authentication, that
 * keeps every mail it accepts, parsed. It imports nothing from the store, so the end-to-end tests can use it too.
 */

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told the mail is from and for. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The From header's name and address. */
  fromName: string;
  fromAddress: string;
  subject: string;
  text: string;
  /** The HTML part, or undefined for a text-only mail. */
  html: string | undefined;
  messageId: string | undefined;
  /** Every header field as sent, by lower-case name, unfolded (e.g. 'list-unsubscribe'). */
  headers: ReadonlyMap<string, string>;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Every mail accepted so far, in the order they arrived. */
  received: ReceivedMail[];
  /** From now on every recipient is refused with this SMTP reply code, as a full or unwilling server does. */
  refuse(code?: number): void;
  /** From now on mail is accepted again. */
  accept(): void;
  /** Resolves with the first mail (received already or arriving) that matches; rejects after `timeoutMs`. */
  waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** A port nothing listens on right now: an SMTP server that is down, until one is started on it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

export async function startTestSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusalCode: number | undefined;
  let closing: Promise<void> | undefined;

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP, as a local relay speaks it: nodemailer would otherwise upgrade to TLS with the package's
    // self-signed test certificate and refuse it.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusalCode === undefined) return callback();
      const refusal: SMTPServerError = new Error('Mailbox unavailable, try again later');
      refusal.responseCode = refusalCode;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            fromName: parsed.from?.value[0]?.name ?? '',
            fromAddress: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? undefined : parsed.html,
            messageId: parsed.messageId,
            headers: rawHeaders(parsed.headerLines),
          });
          for (const waiter of waiters) waiter();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('The test SMTP server has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    refuse: (code = 451) => {
      refusalCode = code;
    },
    accept: () => {
      refusalCode = undefined;
    },
    waitForMail(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(matches);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms; received: ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}

/** The header fields' own text, before mailparser reads meaning into them: 'Name: value' lines, unfolded. */
function rawHeaders(lines: readonly { key: string; line: string }[]): ReadonlyMap<string, string> {
  return new Map(
    lines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );
}
