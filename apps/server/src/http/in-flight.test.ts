import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { heldHandler } from '../test-support/held-handler';

describe.each(databaseTargets())('shutting down with a handler still running on $name', (target) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await target.createStore();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  it('lets the handler finish its queries before the database closes', async () => {
    const opened = await store.open();
    const events: string[] = [];
    const database = {
      ...opened,
      close: async () => {
        events.push('database closed');
        await opened.close();
      },
    };
    const app = await buildApp({ config: store.config, database });
    const slow = heldHandler(async () => {
      // A query after the shutdown began: it must still find the database open.
      await database.ping();
      events.push('handler finished');
      return { success: true, data: { answered: true } };
    });
    app.get('/api/probe/slow', slow.handler);

    const response = app.inject({ method: 'GET', url: '/api/probe/slow' });
    await slow.started;
    const closing = app.close();
    // Long enough for the shutdown to reach the database if nothing held it back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    slow.release();

    expect((await response).json()).toEqual({ success: true, data: { answered: true } });
    await closing;
    expect(events).toEqual(['handler finished', 'database closed']);
    await expect(opened.ping()).rejects.toThrow();
  });
});
