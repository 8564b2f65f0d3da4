import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { createUploadStore } from '../documents/upload-store';
import { registerJobChatRoutes } from './job-chat-routes';
import { registerNegotiationRoutes } from './negotiation-routes';

/** Spec §7 chats: job chats with their offers, and negotiations (ticket chats belong to tickets). */
export function registerChatRoutes(api: FastifyInstance, db: Db, uploadDir: string): void {
  const store = createUploadStore(uploadDir);
  registerJobChatRoutes(api, db, store);
  registerNegotiationRoutes(api, db, store);
}
