import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { SHUTTING_DOWN_MESSAGE } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { heldHandler } from '../test-support/held-handler';

/** Each answer read off a raw HTTP/1.1 connection: its status, headers (lower-cased names) and body. */
function answersIn(raw: Buffer): { status: number; headers: Record<string, string>; body: string }[] {
  const answers = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.subarray(0, headEnd).toString().split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const bodyEnd = headEnd + 4 + Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(headEnd + 4, bodyEnd).toString(),
    });
    rest = rest.subarray(bodyEnd);
  }
  return answers;
}

describe.each(databaseTargets())('a request that reaches the server as it shuts down, on $name', (target) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await target.createStore();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  it('is refused with a 503 in the error envelope, and the request before it is answered in full', async () => {
    const app = await buildApp({ config: store.config, database: await store.open() });
    const slow = heldHandler(async () => ({ success: true, data: { answered: true } }));
    app.get('/api/probe/slow', slow.handler);
    let shutdownBegan: () => void = () => {};
    const began = new Promise<void>((resolve) => {
      shutdownBegan = resolve;
    });
    // Registered after the app's own: it runs once the app knows it is closing.
    app.addHook('preClose', async () => shutdownBegan());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const connection = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    connection.on('data', (chunk: Buffer) => received.push(chunk));
    await once(connection, 'connect');
    connection.write('GET /api/probe/slow HTTP/1.1\r\nHost: store\r\n\r\n');
    await slow.started;
    const closing = app.close();
    await began;
    // A catalogue request sent on that connection, busy and so still open, once the shutdown has begun.
    const arrived = new Promise((resolve) =>
      app.server.on('request', (request) => request.url === '/api/products' && resolve(request.url)),
    );
    connection.write('GET /api/products HTTP/1.1\r\nHost: store\r\n\r\n');
    // Answers go out in order: the refusal waits behind the running request's answer.
    await arrived;
    slow.release();
    // The refusal closes the connection, which lets the shutdown finish.
    await once(connection, 'close');
    await closing;

    const [first, second, ...more] = answersIn(Buffer.concat(received));
    expect(first?.status).toBe(200);
    expect(JSON.parse(first?.body ?? '')).toEqual({ success: true, data: { answered: true } });
    expect(second?.status).toBe(503);
    expect(second?.headers.connection).toBe('close');
    expect(second?.headers['retry-after']).toBe('1');
    expect(JSON.parse(second?.body ?? '')).toEqual({ success: false, message: SHUTTING_DOWN_MESSAGE });
    expect(more).toEqual([]);
  });
});
