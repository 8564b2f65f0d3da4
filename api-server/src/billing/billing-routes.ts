import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { billingSchedule } from './billing-periods';
import { createBillingService } from './billing-service';
import { billingSummary } from './billing-summary';
import { createTransferSheetRepository } from './transfer-sheet-repository';

/**
 * Spec §7 billing calls (ADMIN only). Sheets are produced by the server (docs/billing.md); a
 * read first makes sure the sheet of every closed period exists, so a sheet is there on the
 * first request after its period ends even before the schedule's next tick.
 */
export function registerBillingRoutes(api: FastifyInstance, db: Db): void {
  const billing = createBillingService(db, () => api.clock());
  const sheets = createTransferSheetRepository(db);
  // A failed generation is logged and retried on the next read or tick; reads still answer.
  const ensureSheets = () => billing.generateDue().catch((err: unknown) => api.log.error({ err }, 'business transfer sheet generation failed'));

  registerCall(api, calls.nextBillingTime, async () => {
    await ensureSheets();
    return billingSchedule(api.clock());
  });
  // The dashboard's figures (an addition beyond spec §7): the latest sheet, overdue items, the next sheet.
  registerCall(api, calls.billingSummary, async () => {
    await ensureSheets();
    return billingSummary(db, api.clock());
  });
  registerCall(api, calls.listTransferSheets, async ({ query }) => {
    await ensureSheets();
    return sheets.list(query);
  });
  registerCall(api, calls.transferSheet, async ({ params }) => {
    await ensureSheets();
    const sheet = await sheets.find(params.id);
    if (!sheet) throw notFound('Transfer sheet');
    return sheet;
  });
  registerCall(api, calls.transferSheetItems, async ({ params, query }) => {
    await ensureSheets();
    if (!(await sheets.find(params.id))) throw notFound('Transfer sheet');
    return sheets.items(params.id, query, new Date(api.clock()));
  });
}
