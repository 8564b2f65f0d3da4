import { islandJson } from '../locations/island-repository';

/** The island `column` names with its atoll (spec §3 island), or null. */
export const islandById = (column: string) => `(select ${islandJson('i', 'a')} from islands i join atolls a on a.id = i.atoll_id where i.id = ${column})`;
/** The business location `column` names with its island and atoll (spec §3 job.businessLocation). */
export const businessLocationById = (column: string) =>
  `(select json_build_object('id', b.id, 'name', b.name, 'type', b.type, 'road', b.road, 'island', ${islandJson('i', 'a')})
     from business_locations b join islands i on i.id = b.island_id join atolls a on a.id = i.atoll_id where b.id = ${column})`;

/** Relations a job's documents are filed under. */
export const JOB_DOCUMENT_RELATIONS = ['job', 'job_proof_of_work', 'job_payment'];
