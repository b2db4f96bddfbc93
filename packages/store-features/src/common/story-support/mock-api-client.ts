import { type ApiClient, createApiClient } from '@aurora-store/api';

/**
 * A status and JSON body, or a file (`text` with its content type and name, as a CSV export answers); 'never'
 * stays pending (loading, busy); 'unreachable' fails as a dropped connection.
 */
export type MockAnswer =
  | { status: number; body: unknown }
  | { status: number; text: string; contentType: string; fileName?: string }
  | 'never'
  | 'unreachable';

/**
 * A real api client whose network is a function: stories exercise the same request, validation and error
 * code as the app, with the server's answers decided by the story.
 */
export function mockApiClient(answer: (url: URL, init: RequestInit | undefined) => MockAnswer): ApiClient {
  return createApiClient({
    baseUrl: 'http://aurora.test',
    fetch: async (input, init) => {
      const result = answer(new URL(String(input)), init);
      if (result === 'never') return new Promise<Response>(() => {});
      if (result === 'unreachable') throw new TypeError('Failed to fetch');
      if ('text' in result) {
        return new Response(result.text, {
          status: result.status,
          headers: {
            'Content-Type': result.contentType,
            ...(result.fileName && { 'Content-Disposition': `attachment; filename="${result.fileName}"` }),
          },
        });
      }
      return new Response(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

export const healthyAnswer = {
  status: 200,
  body: {
    success: true,
    message: 'Server is running',
    data: { status: 'ok', uptime: 12, database: 'connected' },
  },
} as const;
