import { messages } from '../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/db';
import { fieldError } from '../http/http-error';

/**
 * Turns a constraint violation into the answer a form can show on its field: 409 for a
 * duplicate, 400 for a reference to a missing row. The database decides (no check-then-insert
 * race); anything else is rethrown.
 */
export function rethrowAsFieldError(error: unknown): never {
  if (isUniqueViolation(error, 'atolls_code_key')) throw fieldError(409, 'Atoll code already used', 'code', messages.duplicateAtollCode, 'duplicate');
  if (isUniqueViolation(error, 'islands_atoll_name_key')) throw fieldError(409, 'Island already exists', 'name', messages.duplicateIslandName, 'duplicate');
  if (isForeignKeyViolation(error, 'islands_atoll_fkey')) throw fieldError(400, 'Validation failed', 'atoll_id', messages.unknownAtoll, 'not_found');
  if (isForeignKeyViolation(error, 'business_locations_island_fkey'))
    throw fieldError(400, 'Validation failed', 'island_id', messages.unknownIsland, 'not_found');
  throw error;
}
