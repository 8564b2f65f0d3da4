import { maldivesInstant } from '@mv-admin/shared-ui/testing';
import type { Atoll, AtollIslandOption, BusinessLocation, Island } from '@mv-admin/shared-api/locations';

/** Test data shaped like the contract's answers. */
export const kaafu: Atoll = { id: 1, version: 1, name: 'Kaafu', code: 'K', province: 'Central' };
export const addu: Atoll = { id: 2, version: 1, name: 'Addu', code: 'S', province: null };

export const male: Island = { id: 10, version: 1, name: 'Malé', active: true, atoll_id: 1, atoll: kaafu };
export const maafushi: Island = { id: 11, version: 1, name: 'Maafushi', active: false, atoll_id: 1, atoll: kaafu };
export const hithadhoo: Island = { id: 20, version: 1, name: 'Hithadhoo', active: true, atoll_id: 2, atoll: addu };

export const atollIslandOptions: AtollIslandOption[] = [
  {
    id: 1,
    name: 'Kaafu',
    code: 'K',
    islands: [
      { id: 10, name: 'Malé', active: true },
      { id: 11, name: 'Maafushi', active: false },
    ],
  },
  { id: 2, name: 'Addu', code: 'S', islands: [{ id: 20, name: 'Hithadhoo', active: true }] },
];

export const harbourShop: BusinessLocation = {
  id: 100,
  version: 1,
  name: 'Harbour Shop',
  type: 'Warehouse',
  road: 'Boduthakurufaanu Magu',
  active: true,
  island_id: 10,
  island: male,
  createdBy: { id: 1, name: 'Aisha Admin', email: 'aisha@example.mv' },
  // Local time, so the formatted expectation holds in any timezone.
  created_at: maldivesInstant(2026, 11, 21, 15, 5),
};
