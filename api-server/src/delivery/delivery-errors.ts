import { deliveryMessages, messages } from '../contract';
import { DbError, isForeignKeyViolation, isUniqueViolation } from '../db/db';
import { fieldError } from '../http/http-error';

const isCheckViolation = (error: unknown, constraint: string): boolean => error instanceof DbError && error.code === '23514' && error.constraint === constraint;

/**
 * Constraint violations of the delivery tables as answers a form can put on its field: 409 for
 * duplicates, 400 for missing references and for cross-field rules a PATCH breaks against the
 * stored row (the database decides, so there is no check-then-write race). Rethrows the rest.
 */
export function rethrowDeliveryFieldError(error: unknown): never {
  if (isUniqueViolation(error, 'delivery_slots_name_key')) {
    throw fieldError(409, 'Delivery slot already exists', 'name', deliveryMessages.duplicateDeliverySlotName, 'duplicate');
  }
  if (isUniqueViolation(error, 'package_configs_slot_name_key')) {
    throw fieldError(409, 'Package configuration already exists', 'name', deliveryMessages.duplicatePackageConfigName, 'duplicate');
  }
  if (isUniqueViolation(error, 'delivery_distance_addons_pair_key')) {
    throw fieldError(409, 'Distance add-on already exists', 'to_island_id', deliveryMessages.duplicateDistanceAddon, 'duplicate');
  }
  if (isForeignKeyViolation(error, 'package_configs_delivery_slot_fkey')) {
    throw fieldError(400, 'Validation failed', 'delivery_slot_id', deliveryMessages.unknownDeliverySlot, 'not_found');
  }
  if (isForeignKeyViolation(error, 'delivery_distance_addons_from_island_fkey')) {
    throw fieldError(400, 'Validation failed', 'from_island_id', messages.unknownIsland, 'not_found');
  }
  if (isForeignKeyViolation(error, 'delivery_distance_addons_to_island_fkey')) {
    throw fieldError(400, 'Validation failed', 'to_island_id', messages.unknownIsland, 'not_found');
  }
  if (isCheckViolation(error, 'package_configs_weight_order_check')) {
    throw fieldError(400, 'Validation failed', 'max_weight', deliveryMessages.maxBelowMin, 'custom');
  }
  if (isCheckViolation(error, 'delivery_distance_addons_islands_check')) {
    throw fieldError(400, 'Validation failed', 'to_island_id', deliveryMessages.sameIslands, 'custom');
  }
  throw error;
}
