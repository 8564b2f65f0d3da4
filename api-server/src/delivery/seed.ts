import type { Queryable } from '../db/db';

/** Demo delivery slots (spec §3: unit Hour or Minute). */
export const demoDeliverySlots = [
  { name: '30 Minutes Rush', unit_of_time: 'Minute', duration: 30, is_active: true },
  { name: '2 Hours Express', unit_of_time: 'Hour', duration: 2, is_active: true },
  { name: 'Same Day 8 Hours', unit_of_time: 'Hour', duration: 8, is_active: true },
  { name: 'Next Day 24 Hours', unit_of_time: 'Hour', duration: 24, is_active: true },
  { name: 'Economy 48 Hours', unit_of_time: 'Hour', duration: 48, is_active: false },
] as const;

/** Weight bands (kg) with a base price in cents; each slot multiplies the base by its factor. */
const bands = [
  { name: 'Envelope', min: 0, max: 0.5, base: 2500, description: 'Documents and small envelopes' },
  { name: 'Small parcel', min: 0.5, max: 2, base: 3500, description: 'Shoe box size' },
  { name: 'Medium parcel', min: 2, max: 10, base: 6000, description: 'Up to a carry-on bag' },
  { name: 'Large parcel', min: 10, max: 30, base: 12000, description: 'Needs two hands or a trolley' },
  { name: 'Bulky cargo', min: 30, max: 100, base: 25000, description: 'Furniture, appliances; loaded by the crew' },
] as const;
const slotFactor: Record<string, number> = {
  '30 Minutes Rush': 2.5,
  '2 Hours Express': 1.8,
  'Same Day 8 Hours': 1.2,
  'Next Day 24 Hours': 1,
  'Economy 48 Hours': 0.8,
};
// Rush deliveries carry small things only.
const rushBands = new Set(['Envelope', 'Small parcel', 'Medium parcel']);

/** Distance add-ons between real islands (atoll code, island name), prices in cents. */
export const demoDistanceAddons = [
  { from: ['MLE', 'Malé'], to: ['MLE', 'Hulhumalé'], price: 2500, is_active: true },
  { from: ['MLE', 'Hulhumalé'], to: ['MLE', 'Malé'], price: 2500, is_active: true },
  { from: ['MLE', 'Malé'], to: ['MLE', 'Villimalé'], price: 1500, is_active: true },
  { from: ['MLE', 'Malé'], to: ['K', 'Maafushi'], price: 15000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['K', 'Guraidhoo'], price: 16000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['K', 'Huraa'], price: 18000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['K', 'Thulusdhoo'], price: 20000, is_active: true },
  { from: ['MLE', 'Hulhumalé'], to: ['K', 'Maafushi'], price: 16500, is_active: true },
  { from: ['MLE', 'Malé'], to: ['AA', 'Rasdhoo'], price: 45000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['ADh', 'Mahibadhoo'], price: 60000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['B', 'Eydhafushi'], price: 55000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['Lh', 'Naifaru'], price: 50000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['HDh', 'Kulhudhuffushi'], price: 120000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['Gn', 'Fuvahmulah'], price: 140000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['S', 'Hithadhoo'], price: 150000, is_active: true },
  { from: ['S', 'Hithadhoo'], to: ['S', 'Feydhoo'], price: 3000, is_active: true },
  { from: ['MLE', 'Malé'], to: ['V', 'Felidhoo'], price: 40000, is_active: false },
] as const;

export interface DeliverySeedReport {
  deliverySlots: number;
  packageConfigs: number;
  distanceAddons: number;
}

/**
 * Demo delivery pricing: 5 slots (one inactive), package configurations per slot (weight bands
 * priced by slot speed), 17 distance add-ons between real islands. Insert-if-absent, so it can
 * run again; no randomness at all.
 */
export async function seedDemoDelivery(tx: Queryable): Promise<DeliverySeedReport> {
  const report: DeliverySeedReport = { deliverySlots: 0, packageConfigs: 0, distanceAddons: 0 };
  for (const slot of demoDeliverySlots) {
    const rows = await tx.query(
      `insert into delivery_slots (name, unit_of_time, duration, is_active) values ($1, $2, $3, $4)
       on conflict ((lower(name))) do nothing returning id`,
      [slot.name, slot.unit_of_time, slot.duration, slot.is_active],
    );
    report.deliverySlots += rows.length;
  }
  for (const slot of demoDeliverySlots) {
    for (const band of bands) {
      if (slot.unit_of_time === 'Minute' && !rushBands.has(band.name)) continue;
      const price = Math.round((band.base * slotFactor[slot.name]!) / 100) * 100;
      const rows = await tx.query(
        `insert into package_configs (name, min_weight, max_weight, price, description, delivery_slot_id, is_active)
         select $1, $2, $3, $4, $5, s.id, $7 from delivery_slots s where lower(s.name) = lower($6)
         on conflict (delivery_slot_id, (lower(name))) do nothing returning id`,
        [band.name, band.min, band.max, price, band.description, slot.name, !(band.name === 'Bulky cargo' && slot.name === 'Same Day 8 Hours')],
      );
      report.packageConfigs += rows.length;
    }
  }
  for (const addon of demoDistanceAddons) {
    const rows = await tx.query(
      `insert into delivery_distance_addons (price, from_island_id, to_island_id, is_active)
       select $1, f.id, t.id, $6
       from islands f join atolls fa on fa.id = f.atoll_id, islands t join atolls ta on ta.id = t.atoll_id
       where lower(fa.code) = lower($2) and lower(f.name) = lower($3) and lower(ta.code) = lower($4) and lower(t.name) = lower($5)
       on conflict (from_island_id, to_island_id) do nothing returning id`,
      [addon.price, addon.from[0], addon.from[1], addon.to[0], addon.to[1], addon.is_active],
    );
    report.distanceAddons += rows.length;
  }
  return report;
}
