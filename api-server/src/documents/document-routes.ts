import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assetUploadFieldsSchema, calls, documentMessages, documentUploadFieldsSchema, errorBodySchema, toFastifyPath } from '../contract';
import type { Db } from '../db/db';
import { withToast } from '../http/call-outcome';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { describeCall } from '../http/openapi';
import { registerCall, requireCaller } from '../http/register-call';
import { createDocumentRepository } from './document-repository';
import { readUpload } from './multipart-upload';
import { uploadScope } from './upload-scope';
import { createUploadStore } from './upload-store';

/** `attachment; filename="ascii"; filename*=UTF-8''encoded` (RFC 6266). */
export const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const unknownRelation = () => fieldError(400, 'Validation failed', 'relation_id', documentMessages.unknownRelation, 'not_found');

/**
 * Spec §7 documents. Uploads run in their own scope (uploadScope), the only kind that accepts
 * multipart/form-data (everything else stays JSON-only), with the document limits.
 */
export function registerDocumentRoutes(api: FastifyInstance, db: Db, uploadDir: string): void {
  const documents = createDocumentRepository(db);
  const store = createUploadStore(uploadDir);

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.uploadDocument,
      async ({ params, request, auth }) => {
        const caller = requireCaller(auth);
        if (!(await documents.documentTypeExists(params.documentTypeId))) throw notFound('Document type');
        const { fields, files } = await readUpload(request, store, documentUploadFieldsSchema);
        const relation = fields.relation_name && fields.relation_id ? { name: fields.relation_name, id: fields.relation_id } : undefined;
        if (relation && !(await documents.mayAttachTo(caller, relation.name, relation.id))) {
          for (const f of files) store.remove(f.storageName);
          throw unknownRelation();
        }
        const saved = await documents.insert(files, { documentTypeId: params.documentTypeId, userId: caller.userId, relation });
        return withToast(saved, saved.length > 1 ? 'Documents uploaded' : 'Document uploaded');
      },
      { status: 201 },
    );

    registerCall(
      scope,
      calls.uploadAsset,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { files } = await readUpload(request, store, assetUploadFieldsSchema);
        return withToast(await documents.insert(files, { documentTypeId: null, userId: caller.userId }), 'File uploaded');
      },
      { status: 201 },
    );
  });

  // The file itself, not the envelope: served as a download, never rendered by the browser.
  const asset = calls.documentAsset;
  api.route({
    method: asset.method,
    url: toFastifyPath(asset.path),
    schema: {
      ...describeCall(asset),
      params: asset.params,
      response: { 200: { description: 'The file, as an attachment', content: { 'application/octet-stream': { schema: z.file() } } }, '4xx': errorBodySchema },
    },
    onRequest: async (request) => {
      const auth = await api.authenticator.authenticate(request.headers.authorization);
      if (!auth) throw new HttpError(401, 'Not signed in', 'Your session has ended or is invalid. Sign in again.');
      request.auth = auth;
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const doc = await documents.readable(id, requireCaller(request.auth));
      const stream = doc && store.open(doc.storage_name);
      if (!doc || !stream) throw notFound('Document');
      return reply
        .header('content-type', doc.mime)
        .header('content-disposition', attachmentDisposition(doc.file_original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });

  registerCall(api, calls.attachDocument, async ({ params, body, auth }) => {
    const caller = requireCaller(auth);
    if (!(await documents.owned(params.id, caller))) throw notFound('Document');
    if (!(await documents.mayAttachTo(caller, body.relation_name, body.relation_id))) throw unknownRelation();
    return withToast(await documents.attach(params.id, body.relation_name, body.relation_id), 'Document attached');
  });

  registerCall(api, calls.removeDocument, async ({ body, auth }) => {
    const doc = await documents.owned(body.document_id, requireCaller(auth));
    if (!doc) throw notFound('Document');
    await documents.remove(doc.id);
    store.remove(doc.storage_name);
    return withToast({ id: doc.id }, 'Document removed');
  });
}
