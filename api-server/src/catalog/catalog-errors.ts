import { catalogMessages } from '../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/db';
import { fieldError } from '../http/http-error';

/** Constraint violations of catalogue writes as field errors: 409 duplicates, 400 missing references. */
export function rethrowCatalogError(error: unknown): never {
  if (isUniqueViolation(error, 'job_categories_name_key')) {
    throw fieldError(409, 'Job category already exists', 'name', catalogMessages.duplicateJobCategoryName, 'duplicate');
  }
  if (isUniqueViolation(error, 'job_subcategories_category_name_key')) {
    throw fieldError(409, 'Job subcategory already exists', 'name', catalogMessages.duplicateJobSubcategoryName, 'duplicate');
  }
  if (isForeignKeyViolation(error, 'job_subcategories_category_fkey')) {
    throw fieldError(400, 'Validation failed', 'job_category_id', catalogMessages.unknownJobCategory, 'not_found');
  }
  if (isForeignKeyViolation(error, 'job_subcategories_workflow_fkey')) {
    throw fieldError(400, 'Validation failed', 'workflow_id', catalogMessages.unknownWorkflow, 'not_found');
  }
  throw error;
}

export const unknownDocumentTypes = () => fieldError(400, 'Validation failed', 'document_id_list', catalogMessages.unknownDocumentType, 'not_found');
