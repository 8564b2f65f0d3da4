import { fetchDocumentFile } from '@mv-admin/shared-api/documents';
import { Button, Flex, Typography } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { Skeleton } from '@mv-admin/shared-ui/detail';
import { DocumentList, type DocumentItem } from '@mv-admin/shared-ui/documents';
import { useQueries } from '@tanstack/react-query';

/** A document a request points at by id (`profile_picture_document_id`), with what it is. */
export interface RequestDocumentRef {
  label: string;
  id: number | null;
}

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const fileNameOf = (label: string, id: number, mime: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}.${extensions[mime] ?? 'bin'}`;

/**
 * The documents of an onboarding request. The request carries only their ids, so each file is
 * fetched with the session (the same query as the kit's previews, so it is fetched once) and
 * shown with the kit's DocumentList: an image preview or a file icon, its size, Download. A
 * document the request does not have is listed as not provided.
 */
export function RequestDocuments({ documents }: { documents: RequestDocumentRef[] }) {
  const present = documents.filter((doc): doc is RequestDocumentRef & { id: number } => doc.id !== null);
  const files = useQueries({
    queries: present.map((doc) => ({
      queryKey: ['documents', 'file', doc.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocumentFile(doc.id, signal),
      staleTime: Infinity,
      gcTime: 60_000,
    })),
  });
  const missing = documents.filter((doc) => doc.id === null);
  const failed = present.filter((_, i) => files[i]!.isError);
  const items: DocumentItem[] = present.flatMap((doc, i) => {
    const blob = files[i]!.data;
    if (!blob) return [];
    const mime = blob.type || 'application/octet-stream';
    return [
      {
        id: doc.id,
        file_original_name: fileNameOf(doc.label, doc.id, mime),
        file_size: blob.size,
        mime,
        documentType: { id: 0, slug: doc.label, name: doc.label },
      },
    ];
  });
  return (
    <Flex vertical gap="small">
      {files.some((file) => file.isPending) && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
      {items.length > 0 && <DocumentList documents={items} />}
      {failed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={`Could not load: ${failed.map((doc) => doc.label).join(', ')}`}
          description={present.map((_, i) => files[i]!.error?.message).find(Boolean)}
          action={
            <Button size="small" onClick={() => files.forEach((file) => file.isError && void file.refetch())}>
              Retry
            </Button>
          }
        />
      )}
      {missing.length > 0 && <Typography.Text type="secondary">Not provided: {missing.map((doc) => doc.label).join(', ')}.</Typography.Text>}
    </Flex>
  );
}
