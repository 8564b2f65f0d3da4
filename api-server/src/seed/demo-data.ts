/** Values of GET /job/config/{slug}. */
export const jobConfigValues = {
  'business-location-types': ['Office', 'Warehouse', 'Shop', 'Restaurant', 'Hotel', 'Clinic'],
  'job-delivery-item-type': ['Documents', 'Parcel', 'Food', 'Electronics', 'Furniture'],
} as const;

/** Demo accounts for role tests; they share the admin's password. Phones are Maldivian. */
export const demoUsers = [
  { type: 'CUSTOMER', name: 'Aishath Customer', email: 'customer@example.com', phone_number: '+9607712345' },
  { type: 'SERVICE_PROVIDER', name: 'Ibrahim Provider', email: 'provider@example.com', phone_number: '+9607798765' },
] as const;

export const adminProfile = { name: 'Mariyam Admin', phone_number: '+9607700001' };

/** Demo business locations: island given by atoll code and island name (names repeat across atolls). */
export const demoBusinessLocations = [
  { name: 'Malé Head Office', type: 'Office', road: 'Majeedhee Magu', atoll: 'MLE', island: 'Malé', active: true },
  { name: 'Hulhumalé Central Warehouse', type: 'Warehouse', road: 'Nirolhu Magu', atoll: 'MLE', island: 'Hulhumalé', active: true },
  { name: 'Addu Fresh Market', type: 'Shop', road: 'Link Road', atoll: 'S', island: 'Hithadhoo', active: true },
  { name: 'Maafushi Beach Café', type: 'Restaurant', road: 'Beach Road', atoll: 'K', island: 'Maafushi', active: true },
  { name: 'Kulhudhuffushi Family Clinic', type: 'Clinic', road: 'Hithadhoo Magu', atoll: 'HDh', island: 'Kulhudhuffushi', active: true },
  { name: 'Fuvahmulah Reef Guest House', type: 'Hotel', road: 'Dhadimagu Road', atoll: 'Gn', island: 'Fuvahmulah', active: true },
  { name: 'Villimalé Corner Store', type: 'Shop', road: 'Villingili Magu', atoll: 'MLE', island: 'Villimalé', active: false },
] as const;
