import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, then the body. */
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) for tests to see what the mail transport sends.
 * `reject` makes it refuse every recipient, as a server that will not take the mail does.
 */
export async function startTestSmtpServer({ reject = false } = {}) {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => converse(socket, reject, received));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP test server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function converse(socket: Socket, reject: boolean, received: ReceivedMail[]) {
  let buffer = '';
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  let readingData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 test-smtp ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (readingData) {
        if (line === '.') {
          readingData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
        } else {
          // A leading dot is doubled on the wire (dot-stuffing).
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        }
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') reply('250 test-smtp');
      else if (command === 'MAIL') {
        mail.from = line.slice(line.indexOf(':') + 1).trim();
        reply('250 ok');
      } else if (command === 'RCPT') {
        if (reject) reply('550 no such mailbox here');
        else {
          mail.to.push(line.slice(line.indexOf(':') + 1).trim());
          reply('250 ok');
        }
      } else if (command === 'DATA') {
        readingData = true;
        reply('354 end with a dot');
      } else if (command === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
      else reply('502 not implemented');
    }
  });
  socket.on('error', () => socket.destroy());
}
