import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  authCalls,
  type CallDef,
  catalogCalls,
  chatCalls,
  documentCalls,
  jobCalls,
  userCalls,
  deliveryCalls,
  locationCalls,
  ticketCalls,
  applicationCalls,
  onboardingCalls,
  providerCalls,
  notificationCalls,
  billingCalls,
  auditCalls,
  dashboardCalls,
  clientFailureCalls,
  eventCalls,
  opsCalls,
  viewCalls,
  searchCalls,
  bulkCalls,
  exportCalls,
} from '../contract';

const groups: Array<[string, Record<string, CallDef>]> = [
  ['Auth', authCalls],
  ['Locations', locationCalls],
  ['Users', userCalls],
  ['Job catalogue', catalogCalls],
  ['Jobs', jobCalls],
  ['Documents', documentCalls],
  ['Chats', chatCalls],
  ['Delivery pricing', deliveryCalls],
  ['Tickets', ticketCalls],
  ['Applications', applicationCalls],
  ['Onboarding', onboardingCalls],
  ['Providers', providerCalls],
  ['Notifications', notificationCalls],
  ['Billing', billingCalls],
  ['Audit trail', auditCalls],
  ['Dashboard', dashboardCalls],
  ['Failure reports', clientFailureCalls],
  ['Live events', eventCalls],
  ['Operations', opsCalls],
  ['Saved views', viewCalls],
  ['Search', searchCalls],
  ['Bulk actions', bulkCalls],
  ['Exports', exportCalls],
];

/** OpenAPI metadata of one call: its contract name as operationId, its domain as tag. */
export function describeCall(def: CallDef) {
  const [tag, name] = groups.map(([group, defs]) => [group, Object.keys(defs).find((key) => defs[key] === def)] as const).find(([, key]) => key) ?? [
    'Other',
    undefined,
  ];
  const roles = def.roles === 'public' ? 'Public.' : def.roles === 'authenticated' ? 'Any signed-in user.' : `Roles: ${def.roles.join(', ')}.`;
  return {
    summary: def.summary,
    description: roles,
    tags: [tag],
    ...(name ? { operationId: name } : {}),
    // Every operation states its security; a public one says it needs none (`[]`).
    security: def.roles === 'public' ? [] : [{ bearerAuth: [] }],
  };
}

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * Registers @fastify/swagger (must run before any route is added) so every contract call lands
 * in one OpenAPI 3.1 document, converted from the zod schemas, served at /api/docs/openapi.json.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maldives jobs marketplace: admin back-office API',
        version: '1.0.0',
        description: 'Generated from the zod contract in shared-api. Envelope and rules: docs/api-contract.md.',
        // The project's licence (LICENSE, the root package.json).
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** The document and a convenience redirect; both public and hidden from the document itself. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => reply.redirect(OPENAPI_PATH));
}
