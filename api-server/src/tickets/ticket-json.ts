/** SQL fragments for ticket answers. Timestamps leave the database as ISO 8601 UTC text, nested or not (sql-json's isoTime). */
import { isoTime } from '../jobs/sql-json';

/** `{ id, type, name, email }` of the user aliased `alias`, or null. */
export const ticketUserJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'type', ${alias}.type, 'name', ${alias}.name, 'email', ${alias}.email) end`;

export const categorySummaryJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'title', ${alias}.title, 'category_type', ${alias}.category_type, 'active', ${alias}.active)`;

/** The documents attached to a record: `documents` rows with this relation, oldest first. */
export const documentsJson = (relationName: string, relationId: string) => `coalesce((
  select json_agg(json_build_object(
    'id', d.id, 'version', d.version, 'document_type_id', d.document_type_id, 'file_original_name', d.file_original_name, 'file_size', d.file_size,
    'mime', d.mime, 'relation_name', d.relation_name, 'relation_id', d.relation_id, 'created_at', ${isoTime('d.created_at')},
    'user', case when du.id is null then null else json_build_object('id', du.id, 'name', du.name, 'email', du.email) end,
    'documentType', case when dt.id is null then null else json_build_object('id', dt.id, 'slug', dt.slug, 'name', dt.name) end
  ) order by d.id)
  from documents d left join users du on du.id = d.user_id left join document_types dt on dt.id = d.document_type_id
  where d.relation_name = '${relationName}' and d.relation_id = ${relationId}), '[]'::json)`;
