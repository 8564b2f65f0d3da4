import type { Queryable } from '../db/db';
import type { UploadedFile } from '../documents/multipart-upload';

/** What a ticket file is filed under in `documents` (relation_name); relation_id is the ticket's or the message's id. */
export type TicketDocumentRelation = 'ticket' | 'ticket_chat_message';

/** Records uploaded files (already in the upload store) as documents of a ticket or of a chat message, inside the caller's transaction. */
export async function insertTicketDocuments(
  tx: Queryable,
  files: UploadedFile[],
  meta: { userId: number; relation: TicketDocumentRelation; relationId: number },
): Promise<void> {
  if (!files.length) return;
  await tx.query(
    `insert into documents (file_original_name, file_size, mime, storage_name, user_id, relation_name, relation_id)
     select u.name, u.size, u.mime, u.storage, $1, $2, $3 from unnest($4::text[], $5::int[], $6::text[], $7::text[]) as u(name, size, mime, storage)`,
    [
      meta.userId,
      meta.relation,
      meta.relationId,
      files.map((f) => f.originalName),
      files.map((f) => f.size),
      files.map((f) => f.mime),
      files.map((f) => f.storageName),
    ],
  );
}
