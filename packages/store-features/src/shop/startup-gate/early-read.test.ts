import { type ApiClient, ApiError } from '@aurora-store/api';
import { describe, expect, it, vi } from 'vitest';
import { readOnceBackendIsUp } from './early-read';

/** A client whose health check answers at once: only `health` is called by the rule under test. */
function clientWithHealth(health = vi.fn(async () => ({ success: true }))) {
  return { client: { health } as unknown as ApiClient, health };
}

describe('readOnceBackendIsUp', () => {
  it('answers with the read when the backend is already up, without a health check', async () => {
    const { client, health } = clientWithHealth();

    await expect(readOnceBackendIsUp(client, async () => 'page')).resolves.toBe('page');
    expect(health).not.toHaveBeenCalled();
  });

  it('waits for the backend and reads again when the first read could not reach it', async () => {
    const { client, health } = clientWithHealth();
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, 'Could not reach the server.'))
      .mockResolvedValueOnce('page');

    await expect(readOnceBackendIsUp(client, read)).resolves.toBe('page');
    expect(health).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after a server failure (5xx) too', async () => {
    const { client } = clientWithHealth();
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'Database unavailable'))
      .mockResolvedValueOnce('page');

    await expect(readOnceBackendIsUp(client, read)).resolves.toBe('page');
  });

  it('gives a refusal (4xx) back as it is, without asking again', async () => {
    const { client, health } = clientWithHealth();
    const notFound = new ApiError(404, 'Product not found');
    const read = vi.fn(async () => {
      throw notFound;
    });

    await expect(readOnceBackendIsUp(client, read)).rejects.toBe(notFound);
    expect(read).toHaveBeenCalledTimes(1);
    expect(health).not.toHaveBeenCalled();
  });
});
