import { ticketMessages } from '../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/db';
import { fieldError, HttpError } from '../http/http-error';

/** Constraint violations of the ticket tables as field answers (409 duplicates, 400 missing references); rethrows the rest. */
export function rethrowTicketFieldError(error: unknown): never {
  if (isUniqueViolation(error, 'ticket_categories_title_key')) {
    throw fieldError(409, 'Ticket category already exists', 'title', ticketMessages.duplicateCategoryTitle, 'duplicate');
  }
  if (isUniqueViolation(error, 'ticket_subcategories_category_title_key')) {
    throw fieldError(409, 'Ticket subcategory already exists', 'title', ticketMessages.duplicateSubcategoryTitle, 'duplicate');
  }
  if (isForeignKeyViolation(error, 'ticket_subcategories_category_fkey')) {
    throw fieldError(400, 'Validation failed', 'ticket_category_id', ticketMessages.unknownCategory, 'not_found');
  }
  if (isForeignKeyViolation(error, 'tickets_subcategory_fkey')) {
    throw fieldError(400, 'Validation failed', 'ticket_subcategory_id', ticketMessages.unknownSubcategory, 'not_found');
  }
  throw error;
}

/** 409: the ticket is closed, so it can no longer change (spec §4: no reopening). */
export const ticketClosed = () => new HttpError(409, 'Ticket is closed', `${ticketMessages.ticketClosed}: it can no longer be changed.`);
