import type { ApiClient } from '@aurora-store/api';
import { describe, expect, it, vi } from 'vitest';
import { checkBackendEarly, takeEarlyHealthCheck } from './early-health-check';

describe('checkBackendEarly', () => {
  it('sends the health check at once and hands it over once', async () => {
    const health = vi.fn(async () => ({ success: true }));
    const client = { health } as unknown as ApiClient;

    checkBackendEarly(client);
    expect(health).toHaveBeenCalledTimes(1);

    await expect(takeEarlyHealthCheck(client)).resolves.toEqual({ success: true });
    expect(takeEarlyHealthCheck(client)).toBeUndefined();
  });

  it('keeps a failed check for the gate to act on, without an unhandled rejection', async () => {
    const refused = new Error('Database unavailable');
    const client = { health: async () => Promise.reject(refused) } as unknown as ApiClient;

    checkBackendEarly(client);
    await new Promise((resolve) => setTimeout(resolve));

    await expect(takeEarlyHealthCheck(client)).rejects.toBe(refused);
  });

  it('has nothing to hand over for a client that was not checked early', () => {
    expect(takeEarlyHealthCheck({} as ApiClient)).toBeUndefined();
  });
});
