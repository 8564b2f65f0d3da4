import { screen, waitFor } from '@testing-library/react';
import { authStore, createHttpClient, installHttpClient } from '@mv-admin/shared-api';
import { renderWithProviders } from '../testing';
import { DocumentList } from './document-list';
import { formatFileSize } from './file-size';

const pdf = {
  id: 7,
  file_original_name: 'licence.pdf',
  file_size: 12_700,
  mime: 'application/pdf',
  documentType: { id: 1, slug: 'licence', name: 'Trade licence' },
};
const png = { id: 8, file_original_name: 'photo.png', file_size: 930, mime: 'image/png' };

describe('DocumentList', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('lists each document with its type and size, previews images and downloads through the session', async () => {
    const requests: string[] = [];
    // The real client over a fake network: the asset call must carry the session's token.
    installHttpClient(
      createHttpClient({
        apiUrl: 'http://api.test/api/v1',
        onLoggedOut: () => undefined,
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          const req = input instanceof Request ? input : new Request(String(input), init);
          requests.push(`${new URL(req.url).pathname} ${req.headers.get('authorization')}`);
          return new Response(new Blob(['bytes'], { type: 'image/png' }), { status: 200 });
        },
      }),
    );
    authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
    const { user } = renderWithProviders(<DocumentList documents={[pdf, png]} />);
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByText('Trade licence · 12.4 KB')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', 'blob:preview');
    expect(requests).toEqual(['/api/v1/document/8/asset Bearer a1']);
    await user.click(screen.getByRole('button', { name: 'Download licence.pdf' }));
    await waitFor(() => expect(requests).toContain('/api/v1/document/7/asset Bearer a1'));
  });

  it('says when there is nothing to show', () => {
    renderWithProviders(<DocumentList documents={[]} emptyText="No documents uploaded" />);
    expect(screen.getByText('No documents uploaded')).toBeInTheDocument();
  });

  it('formats sizes in B, KB and MB', () => {
    expect([formatFileSize(930), formatFileSize(12_700), formatFileSize(3_250_000), formatFileSize(undefined)]).toEqual(['930 B', '12.4 KB', '3.1 MB', '-']);
  });
});
