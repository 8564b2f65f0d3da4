import type { BulkActiveList } from '@mv-admin/shared-api/bulk';
import type { BulkAction } from './bulk-bar';

/** "Activate" and "Deactivate" for a list with an active switch (POST /bulk/<list>/active). */
export const activeBulkActions = (list: BulkActiveList): BulkAction[] =>
  [true, false].map((active) => ({
    key: active ? 'activate' : 'deactivate',
    label: active ? 'Activate' : 'Deactivate',
    confirm: (count, noun) => `${active ? 'Activate' : 'Deactivate'} ${count} ${noun}?`,
    done: active ? 'activated' : 'deactivated',
    danger: !active,
    // The bulk calls' code loads when one runs, not with every list that offers them.
    run: async (target) => (await import('@mv-admin/shared-api/bulk')).bulkActiveApi[list]({ body: { ...target, active } }),
  }));
