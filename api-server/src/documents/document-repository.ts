import type { Document, DocumentRelation } from '../contract';
import type { Queryable } from '../db/db';
import { JOB_DOCUMENT_RELATIONS } from '../jobs/job-queries';
import { DOCUMENT_FIELDS, DOCUMENT_FROM } from '../jobs/sql-json';
import type { UploadedFile } from './multipart-upload';

export interface StoredDocument {
  id: number;
  storage_name: string;
  mime: string;
  file_original_name: string;
  file_size: number;
  user_id: number | null;
}

export interface Caller {
  userId: number;
  type: string;
}

/** Documents: rows over files in the upload store. */
export function createDocumentRepository(db: Queryable) {
  const find = async (ids: number[]): Promise<Document[]> =>
    db.query<Document>(`select ${DOCUMENT_FIELDS} from ${DOCUMENT_FROM} where d.id = any($1::int[]) order by d.id`, [ids]);

  return {
    find,

    async documentTypeExists(id: number): Promise<boolean> {
      return (await db.query('select 1 from document_types where id = $1 and deleted_at is null', [id])).length > 0;
    },

    async insert(
      files: UploadedFile[],
      meta: { documentTypeId: number | null; userId: number; relation?: { name: DocumentRelation; id: number } },
    ): Promise<Document[]> {
      const rows = await db.query<{ id: number }>(
        `insert into documents (document_type_id, file_original_name, file_size, mime, storage_name, user_id, relation_name, relation_id)
         select $1, u.name, u.size, u.mime, u.storage, $2, $3, $4 from unnest($5::text[], $6::int[], $7::text[], $8::text[]) as u(name, size, mime, storage)
         returning id`,
        [
          meta.documentTypeId,
          meta.userId,
          meta.relation?.name ?? null,
          meta.relation?.id ?? null,
          files.map((f) => f.originalName),
          files.map((f) => f.size),
          files.map((f) => f.mime),
          files.map((f) => f.storageName),
        ],
      );
      return find(rows.map((r) => r.id));
    },

    /**
     * The stored file of document `id` if `caller` may read it: admins any; otherwise its
     * uploader, the customer or provider of the job it belongs to, or a party of its chat.
     */
    async readable(id: number, caller: Caller): Promise<StoredDocument | undefined> {
      const [row] = await db.query<StoredDocument & { allowed: boolean }>(
        `select d.id, d.storage_name, d.mime, d.file_original_name, d.file_size, d.user_id,
           ($3 = 'ADMIN' or d.user_id = $2
             or exists (select 1 from jobs j where d.relation_name = any($4::text[]) and j.id = d.relation_id and $2 in (j.created_by, j.service_provider_id))
             or exists (select 1 from chat_messages m join chats c on c.id = m.chat_id
                        where d.relation_name = 'chat_message' and m.id = d.relation_id and $2 in (c.customer_id, c.service_provider_id))) as allowed
         from documents d where d.id = $1`,
        [id, caller.userId, caller.type, JOB_DOCUMENT_RELATIONS],
      );
      return row?.allowed ? row : undefined;
    },

    /** Document `id` if `caller` may change it (admin or uploader). */
    async owned(id: number, caller: Caller): Promise<StoredDocument | undefined> {
      const [row] = await db.query<StoredDocument>('select id, storage_name, mime, file_original_name, file_size, user_id from documents where id = $1', [id]);
      return row && (caller.type === 'ADMIN' || row.user_id === caller.userId) ? row : undefined;
    },

    /** Whether `caller` may file a document under the record (it exists and is theirs, or they are an admin). */
    async mayAttachTo(caller: Caller, relation: DocumentRelation, relationId: number): Promise<boolean> {
      const admin = caller.type === 'ADMIN';
      const one = async (sql: string) => (await db.query<{ ok: boolean }>(sql, [relationId, caller.userId, admin]))[0]?.ok === true;
      switch (relation) {
        case 'job':
        case 'job_proof_of_work':
        case 'job_payment':
          return one('select ($3 or $2 in (created_by, service_provider_id)) as ok from jobs where id = $1');
        case 'chat_message':
          return one('select ($3 or created_by = $2) as ok from chat_messages where id = $1');
        case 'user':
          return one('select ($3 or id = $2) as ok from users where id = $1');
        case 'job_category':
          return one('select $3 as ok from job_categories where id = $1 and $2::int is not null');
      }
    },

    async attach(id: number, relation: DocumentRelation, relationId: number): Promise<Document> {
      await db.query('update documents set relation_name = $2, relation_id = $3 where id = $1', [id, relation, relationId]);
      return (await find([id]))[0]!;
    },

    async remove(id: number): Promise<void> {
      await db.query('delete from documents where id = $1', [id]);
    },
  };
}
