import { adminOnly, signedIn, type Rows } from '../testing/route-matrix';

/** Delivery pricing: management is admin only (spec §6); the coast price and the package picker answer every signed-in role. */
export const deliveryRows: Rows = {
  'GET /api/v1/delivery-slots': { expect: adminOnly(200) },
  'POST /api/v1/delivery-slots': { payload: (n: number) => ({ name: `Matrix Slot ${n}`, unit_of_time: 'Hour', duration: 3 }), expect: adminOnly(201) },
  'PATCH /api/v1/delivery-slots/:delivery_slot_id': { url: '/api/v1/delivery-slots/1', payload: { is_active: true }, expect: adminOnly(200) },
  'GET /api/v1/package-configs': { url: '/api/v1/package-configs?delivery_slot_id=1', expect: adminOnly(200) },
  'POST /api/v1/package-configs': {
    payload: (n: number) => ({ name: `Matrix Package ${n}`, min_weight: 0, max_weight: 5, price: 5000, delivery_slot_id: 1 }),
    expect: adminOnly(201),
  },
  'PATCH /api/v1/package-configs/:package_config_id': { url: '/api/v1/package-configs/1', payload: { is_active: true }, expect: adminOnly(200) },
  'GET /api/v1/delivery-slot-package-config/select': { expect: signedIn(200) },
  'GET /api/v1/delivery-distance-addons': { expect: adminOnly(200) },
  'POST /api/v1/delivery-distance-addons': {
    // Only the admin's request gets past the guard: a Haa Alif -> Shaviyani pair, which the demo seed never uses.
    payload: (n: number) => ({ price: 2500, from_island_id: 1 + (n % 12), to_island_id: 25 + (n % 12) }),
    expect: adminOnly(201),
  },
  'PATCH /api/v1/delivery-distance-addons/:delivery_distance_addon_id': {
    url: '/api/v1/delivery-distance-addons/1',
    payload: { is_active: true },
    expect: adminOnly(200),
  },
  'POST /api/v1/delivery-distance/coast': { payload: { from_island_id: 1, to_island_id: 2 }, expect: signedIn(200) },
};
