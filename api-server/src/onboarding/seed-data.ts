import type { Prng } from '../seed/prng';

/** Maldivian names, places and banks for generated onboarding requests and applicants. */
export const givenNames = {
  female: ['Aminath', 'Mariyam', 'Fathimath', 'Aishath', 'Hawwa', 'Khadheeja', 'Shifa', 'Zeena', 'Raheema', 'Nashwa', 'Shaheema', 'Leena', 'Huda', 'Thasleema'],
  male: ['Mohamed', 'Ahmed', 'Ali', 'Ibrahim', 'Hussain', 'Hassan', 'Ismail', 'Abdulla', 'Yoosuf', 'Moosa', 'Shiham', 'Naseem', 'Riyaz', 'Nizar'],
};
export const familyNames = [
  'Rasheed',
  'Waheed',
  'Shareef',
  'Naseem',
  'Adam',
  'Moosa',
  'Latheef',
  'Fayaz',
  'Manik',
  'Didi',
  'Saleem',
  'Zahir',
  'Hameed',
  'Ibrahim',
  'Jaleel',
  'Shakir',
];
export const streets = [
  'Majeedhee Magu',
  'Orchid Magu',
  'Boduthakurufaanu Magu',
  'Ameenee Magu',
  'Chandhanee Magu',
  'Fareedhee Magu',
  'Sosun Magu',
  'Buruzu Magu',
  'Nirolhu Magu',
  'Hithadhoo Magu',
  'Link Road',
  'Beach Road',
];
export const houseNames = [
  'Blue Sky',
  'Reef View',
  'Coral Villa',
  'Sea Breeze',
  'Sunny Side',
  'Green Lodge',
  'Rose Villa',
  'Palm Haven',
  'Moonlight',
  'Silver Sand',
];
export const banks = [
  { name: 'Bank of Maldives', account: (rng: Prng) => `77${digits(rng, 11)}` },
  { name: 'Maldives Islamic Bank', account: (rng: Prng) => `9010${digits(rng, 13)}` },
  { name: 'Commercial Bank of Maldives', account: (rng: Prng) => `1${digits(rng, 12)}` },
  { name: 'State Bank of India (Maldives)', account: (rng: Prng) => `300${digits(rng, 9)}` },
  { name: 'Habib Bank Maldives', account: (rng: Prng) => `0${digits(rng, 13)}` },
];
export const skills = [
  'Pipe fitting',
  'Water heater repair',
  'House wiring',
  'AC gas refill',
  'Tiling',
  'Painting',
  'Deep cleaning',
  'Boat engine service',
  'Outboard motor repair',
  'Laptop repair',
  'CCTV setup',
  'Mathematics tutoring',
  'Quran recitation',
  'Event photography',
  'Catering for 50+',
  'Scooter delivery',
];
export const vehicles = ['Motorcycle', 'Scooter', 'Pickup', 'Van', 'Dhoni', 'Speedboat'];
export const businessWords = {
  first: ['Coral', 'Reef', 'Lagoon', 'Atoll', 'Island', 'Ocean', 'Sunrise', 'Blue Wave', 'Palm', 'Sandbank', 'Manta', 'Dhoni'],
  second: ['Logistics', 'Cleaning Services', 'Engineering', 'Marine Works', 'Tech Solutions', 'Catering', 'Builders', 'Movers', 'Electricals', 'Events'],
  suffix: ['Pvt Ltd', 'Pvt Ltd', 'Co', 'Enterprises', 'Investments Pvt Ltd'],
};
export const businessTypes = ['Private limited company', 'Sole proprietorship', 'Partnership', 'Cooperative society'];
export const designations = ['Managing Director', 'Operations Manager', 'Owner', 'Director', 'General Manager', 'Admin Officer'];
export const insurers = ['Allied Insurance', 'Amana Takaful', 'Sakoon Takaful', 'Ace Insurance'];
export const rejectionRemarks = [
  'ID card photo is not readable',
  'Bank account name does not match the ID card',
  'Business registration certificate has expired',
  'Trade license is missing',
  'Phone number could not be verified',
  'Duplicate of an earlier request',
];
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const timeSlots = ['08:00-12:00', '13:00-17:00', '16:00-22:00', '09:00-18:00', '20:00-23:00'];

export function digits(rng: Prng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
}

/** `+9607xxxxxx` or `+9609xxxxxx` (mobile numbers). */
export const mobile = (rng: Prng): string => `+960${rng.pick(['7', '9'])}${digits(rng, 6)}`;

export function personName(rng: Prng): string {
  return `${rng.pick(rng.chance(0.5) ? givenNames.female : givenNames.male)} ${rng.pick(familyNames)}`;
}

/** Up to `max` distinct picks, in the order of `items`. */
export function some<T>(rng: Prng, items: readonly T[], min: number, max: number): T[] {
  const n = rng.int(min, Math.min(max, items.length));
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(rng.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
}
