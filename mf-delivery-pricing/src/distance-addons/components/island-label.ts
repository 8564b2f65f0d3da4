import type { Island } from '@mv-admin/shared-api/locations';

/** "Malé (Kaafu)": an island with its atoll, as the add-on list shows both sides. */
export const islandWithAtoll = (island: Pick<Island, 'name' | 'atoll'>) => `${island.name} (${island.atoll.name})`;
