import { authStore, createHttpClient, installHttpClient } from '@mv-admin/shared-api';

/**
 * The real HTTP client over a fake network that answers every request with a small image, for
 * the document previews (they fetch files through the session; the rest of a test spies on the
 * domain calls). Returns the paths asked for.
 */
export function installFakeFileServer(): string[] {
  const requested: string[] = [];
  installHttpClient(
    createHttpClient({
      apiUrl: 'http://api.test/api/v1',
      onLoggedOut: () => undefined,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        requested.push(new URL(request.url).pathname);
        return new Response(new Blob(['bytes'], { type: 'image/jpeg' }), { status: 200 });
      },
    }),
  );
  authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  return requested;
}
