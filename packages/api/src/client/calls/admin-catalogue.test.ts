import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MEDIA_PATH } from '../../contract/admin-paths';
import { createAdminApi } from '../create-admin-api';
import { createApiClient } from '../create-api-client';

const media = {
  id: 'a'.repeat(64),
  url: `/media/${'a'.repeat(64)}`,
  width: 640,
  height: 480,
  contentType: 'image/jpeg',
  bytes: 12_345,
};

describe('uploadMedia', () => {
  it('sends the file as the one multipart part named file, without a JSON content type', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, data: { media } }), { status: 201 }));
    const admin = createAdminApi(createApiClient({ baseUrl: '', getToken: () => 'admin-token', fetch }));

    const answer = await admin.uploadMedia(new Blob([new Uint8Array([1, 2, 3])]), 'photo.jpg');

    expect(answer.data.media).toEqual(media);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ADMIN_MEDIA_PATH);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('photo.jpg');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('throws the server refusal as an ApiError', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'Images can be at most 10 MB' }), {
        status: 413,
      }),
    );
    const admin = createAdminApi(createApiClient({ baseUrl: '', fetch }));

    await expect(admin.uploadMedia(new Blob(['x']))).rejects.toMatchObject({
      status: 413,
      message: 'Images can be at most 10 MB',
    });
  });
});
