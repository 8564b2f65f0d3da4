import type { DeliveryDistanceAddon, DeliverySlot, PackageConfig } from '@mv-admin/shared-api/delivery';
import type { AtollIslandOption, Island } from '@mv-admin/shared-api/locations';

/** Test data shaped like the contract's answers. */
export const express: DeliverySlot = { id: 1, version: 1, name: '2 Hours Express', unit_of_time: 'Hour', duration: 2, is_active: true };
export const rush: DeliverySlot = { id: 2, version: 1, name: 'Rush', unit_of_time: 'Minute', duration: 30, is_active: true };
export const nextDay: DeliverySlot = { id: 3, version: 1, name: 'Next Day', unit_of_time: 'Hour', duration: 1, is_active: false };
export const flash: DeliverySlot = { id: 4, version: 1, name: 'Flash', unit_of_time: 'Minute', duration: 1, is_active: true };

export const smallParcel: PackageConfig = {
  id: 10,
  version: 1,
  name: 'Small parcel',
  min_weight: 0,
  max_weight: 5,
  price: 1230,
  description: 'Shoe box size',
  delivery_slot_id: 1,
  is_active: true,
  deliverySlot: express,
};

const kaafu = { id: 1, version: 1, name: 'Kaafu', code: 'K', province: 'North Central' };
const addu = { id: 2, version: 1, name: 'Addu', code: 'S', province: null };
export const male: Island = { id: 10, version: 1, name: 'Malé', active: true, atoll_id: 1, atoll: kaafu };
export const maafushi: Island = { id: 11, version: 1, name: 'Maafushi', active: true, atoll_id: 1, atoll: kaafu };
export const hithadhoo: Island = { id: 20, version: 1, name: 'Hithadhoo', active: true, atoll_id: 2, atoll: addu };

export const atollIslandOptions: AtollIslandOption[] = [
  {
    id: 1,
    name: 'Kaafu',
    code: 'K',
    islands: [
      { id: 10, name: 'Malé', active: true },
      { id: 11, name: 'Maafushi', active: true },
      { id: 12, name: 'Gulhi', active: false },
    ],
  },
  { id: 2, name: 'Addu', code: 'S', islands: [{ id: 20, name: 'Hithadhoo', active: true }] },
];

export const maleToMaafushi: DeliveryDistanceAddon = {
  id: 100,
  version: 1,
  price: 15000,
  from_island_id: 10,
  to_island_id: 11,
  is_active: true,
  fromIsland: male,
  toIsland: maafushi,
};
