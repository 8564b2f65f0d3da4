import { adminOnly, type Rows } from '../testing/route-matrix';

/** Failure reports: the shell's admins send them and read the summary. */
export const clientFailureRows: Rows = {
  'POST /api/v1/client-failures': { payload: { module: 'mf_jobs', version: '1.0.0', channel: 'live', kind: 'entry' }, expect: adminOnly(201) },
  'GET /api/v1/client-failures/summary': { expect: adminOnly(200) },
};
