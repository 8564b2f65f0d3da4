import { userMessages } from '../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/db';
import { fieldError, HttpError } from '../http/http-error';

/** A duplicate e-mail is a 409 on `email`; anything else is rethrown. */
export function rethrowUserWriteError(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_key')) throw fieldError(409, 'E-mail already used', 'email', userMessages.duplicateEmail, 'duplicate');
  throw error;
}

/** A user still referenced by jobs, chats and the like cannot go: 409. */
export function rethrowUserDeleteError(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new HttpError(409, 'User cannot be deleted', userMessages.userInUse);
  throw error;
}

export const selfDelete = () => new HttpError(409, 'You cannot delete your own account', userMessages.deleteSelf);
export const selfDemote = () => fieldError(409, 'You cannot remove your own admin role', 'type', userMessages.demoteSelf, 'self');
