import { useQuery } from '@tanstack/react-query';
import { fetchDocumentFile } from '@mv-admin/shared-api/documents';
import { useEffect, useMemo } from 'react';

/**
 * A document's file as an object URL, fetched with the signed-in session (the asset endpoint
 * needs the bearer token, so a plain <img src> cannot load it). `enabled` false fetches nothing.
 * The URL is revoked when the component unmounts or the file changes.
 */
export function useDocumentFileUrl(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['documents', 'file', id],
    queryFn: ({ signal }) => fetchDocumentFile(id, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { url, isPending: enabled && query.isPending, error: query.error };
}

/** Downloads a document to the user's machine under its original name. */
export async function downloadDocument(id: number, fileName: string): Promise<void> {
  const blob = await fetchDocumentFile(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
