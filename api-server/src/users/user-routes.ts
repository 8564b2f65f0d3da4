import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hashPassword, type ScryptParams } from '../auth/password';
import { calls, type userCreateSchema } from '../contract';
import type { Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createUserAdminRepository, type UserWrite } from './user-admin-repository';
import { rethrowUserDeleteError, rethrowUserWriteError, selfDelete, selfDemote } from './user-errors';

type UserFields = Omit<z.output<typeof userCreateSchema>, 'password'>;

/** Only providers have a kind; changing a provider into another type drops it. */
const writeOf = (body: UserFields, keptKind: UserWrite['provider_kind'] = null): UserWrite => ({
  type: body.type,
  name: body.name,
  email: body.email,
  phone_number: body.phone_number,
  provider_kind: body.type === 'SERVICE_PROVIDER' ? (body.provider_kind === undefined ? keptKind : body.provider_kind) : null,
});

/** Spec §7 user management (ADMIN only). Passwords are hashed here; hashes never leave. */
export function registerUserRoutes(api: FastifyInstance, db: Queryable, scrypt: ScryptParams): void {
  const users = createUserAdminRepository(db);

  registerCall(api, calls.listUsers, async ({ query }) => users.list(query));
  registerCall(api, calls.searchUsers, async ({ query }) => users.search(query));
  registerCall(api, calls.listAdmins, async () => users.admins());
  registerCall(api, calls.getUser, async ({ params }) => {
    const user = await users.find(params.id);
    if (!user) throw notFound('User');
    return user;
  });

  registerCall(
    api,
    calls.createUser,
    async ({ body }) => {
      const user = { ...writeOf(body), password_hash: await hashPassword(body.password, scrypt) };
      return withToast(await users.create(user).catch(rethrowUserWriteError), 'User created');
    },
    { status: 201 },
  );

  registerCall(api, calls.updateUser, async ({ params, body, auth }) => {
    if (params.id === requireCaller(auth).userId && body.type !== 'ADMIN') throw selfDemote();
    // Hashed before the first query: the call's transaction (audit trail) opens there, and on
    // PGlite an open transaction holds the whole database.
    const passwordHash = body.password ? await hashPassword(body.password, scrypt) : undefined;
    const current = await users.find(params.id);
    if (!current) throw notFound('User');
    const user = { ...writeOf(body, current.provider_kind), password_hash: passwordHash };
    const updated = await users.replace(params.id, user).catch(rethrowUserWriteError);
    if (!updated) throw notFound('User');
    return withToast(updated, 'User updated');
  });

  registerCall(api, calls.deleteUser, async ({ params, auth }) => {
    if (params.id === requireCaller(auth).userId) throw selfDelete();
    if (!(await users.remove(params.id).catch(rethrowUserDeleteError))) throw notFound('User');
    return withToast({ id: params.id }, 'User deleted');
  });
}
