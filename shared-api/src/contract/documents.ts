import { z } from 'zod';
import { documentTypeSummarySchema, userSummarySchema } from './embedded';
import { defineCall } from './define';
import { bodyId, textId } from './columns';
import { positiveId, recordVersion } from './pagination';
import { messages } from './messages';

/**
 * Uploaded documents (spec §3, §7). Files go up as multipart; the server checks their content
 * (magic bytes) against an allow-list, stores them under a generated name and keeps the
 * original name only as metadata. GET /document/{id}/asset answers the bytes themselves (not the
 * envelope) as an attachment.
 */
export const documentLimits = {
  /** Bytes per file. */
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerRequest: 5,
  /** Content types accepted, decided by the file's first bytes, never by its name or header. */
  allowedMimes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const;

export const documentMessages = {
  unsupportedFile: 'Only PNG, JPEG, WebP and PDF files are allowed',
  fileTooLarge: 'A file must not be larger than 10 MB',
  tooManyFiles: 'At most 5 files can be uploaded at once',
  fileRequired: 'Choose a file to upload',
  unknownRelation: 'The record to attach this document to does not exist',
  unknownDocumentType: 'The selected document type does not exist',
} as const;

/** What a document can belong to; relation_id is the id of that record. */
export const documentRelationSchema = z.enum(['job', 'job_proof_of_work', 'job_payment', 'chat_message', 'user', 'job_category'], { message: messages.select });
export type DocumentRelation = z.infer<typeof documentRelationSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  document_type_id: z.number().int().nullable(),
  file_original_name: z.string(),
  file_size: z.number().int(),
  mime: z.string(),
  relation_name: z.string().nullable(),
  relation_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Who uploaded it. */
  user: userSummarySchema.nullable(),
  documentType: documentTypeSummarySchema.nullable(),
});
export type Document = z.infer<typeof documentSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

/** A file part of a multipart body (the server reads the stream; forms pass File objects). */
export const uploadFileSchema = z.any().describe('file (binary)');

/** Multipart fields of POST /document/file/upload/{documentTypeId}: one to five `file` parts. */
export const documentUploadFieldsSchema = z
  .object({
    file: uploadFileSchema.optional(),
    relation_name: z.preprocess(blankToUndefined, documentRelationSchema.optional()),
    relation_id: z.preprocess(blankToUndefined, textId(messages.select).optional()),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.relation_name === undefined) !== (v.relation_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.relation_name === undefined ? 'relation_name' : 'relation_id'], message: messages.select });
    }
  });
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

/** Multipart fields of POST /document/asset/upload: files only. */
export const assetUploadFieldsSchema = z.object({ file: uploadFileSchema.optional() }).strict();

/** Attach an uploaded document to a record. */
export const documentAttachSchema = z
  .object({
    relation_name: documentRelationSchema,
    relation_id: bodyId(messages.select),
  })
  .strict();
export type DocumentAttach = z.input<typeof documentAttachSchema>;

export const documentRemoveSchema = z.object({ document_id: bodyId(messages.select) }).strict();

const everyRole = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;

export const documentCalls = {
  uploadDocument: defineCall({
    method: 'POST',
    path: '/document/file/upload/{documentTypeId}',
    summary: 'Upload 1-5 files of one document type, optionally attached to a record (multipart: file, relation_name, relation_id)',
    roles: everyRole,
    multipart: true,
    params: z.object({ documentTypeId: positiveId }),
    body: documentUploadFieldsSchema,
    response: z.array(documentSchema),
  }),
  uploadAsset: defineCall({
    method: 'POST',
    path: '/document/asset/upload',
    summary: 'Upload 1-5 untyped files (multipart: file)',
    roles: everyRole,
    multipart: true,
    body: assetUploadFieldsSchema,
    response: z.array(documentSchema),
  }),
  documentAsset: defineCall({
    method: 'GET',
    path: '/document/{id}/asset',
    summary: "The file's bytes as an attachment (uploader or admin); not wrapped in the envelope",
    roles: everyRole,
    params: z.object({ id: positiveId }),
    response: z.any().describe('file (binary)'),
  }),
  attachDocument: defineCall({
    method: 'POST',
    path: '/document/{id}/file',
    summary: 'Attach an uploaded document to a record (uploader or admin)',
    roles: everyRole,
    params: z.object({ id: positiveId }),
    body: documentAttachSchema,
    response: documentSchema,
  }),
  removeDocument: defineCall({
    method: 'DELETE',
    path: '/document/remove',
    summary: 'Delete a document and its file (uploader or admin)',
    roles: everyRole,
    body: documentRemoveSchema,
    response: z.object({ id: z.number().int() }),
  }),
};
