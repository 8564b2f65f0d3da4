import { calls, type BusinessOnboardingInput, type IndividualOnboardingInput } from '../contract';
import { insertJobCategory, userIdByEmail } from '../applications/test-fixtures';
import { contractData } from '../testing/expect-contract';
import { startTestApp } from '../testing/test-app';
import { createOnboardingRepository } from './onboarding-repository';

/** The two job categories the onboarding suites create. */
interface Categories {
  plumbing: number;
  electrical: number;
}

/**
 * The onboarding suites' app (its clock is `clock`): signed in as the admin and as the demo
 * provider, with two job categories of its own; the repositories and the admin's calls.
 */
export async function startOnboardingApp(clock: () => number) {
  const t = await startTestApp({ clock });
  const admin = await t.login('admin');
  const provider = await t.login('provider');
  const adminId = await userIdByEmail(t.db, 'admin@example.com');
  const categories: Categories = { plumbing: await insertJobCategory(t.db, 'Qzonb Plumbing'), electrical: await insertJobCategory(t.db, 'Qzonb Electrical') };
  const get = async (kind: 'individual' | 'business', query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/service-provider/onboarding/${kind}/list?${query}` }, admin);
    expect(res.statusCode).toBe(200);
    return res;
  };
  return {
    t,
    admin,
    provider,
    adminId,
    ...categories,
    individual: (over: Partial<IndividualOnboardingInput> = {}) => individualInput(categories, over),
    business: (over: Partial<BusinessOnboardingInput> = {}) => businessInput(categories, over),
    repo: { individual: () => createOnboardingRepository(t.db, 'individual'), business: () => createOnboardingRepository(t.db, 'business') },
    get,
    list: async (_kind: 'individual', query: string) => contractData(calls.listIndividualOnboardings, await get('individual', query)),
    listBusiness: async (query: string) => contractData(calls.listBusinessOnboardings, await get('business', query)),
    decide: (kind: 'individual' | 'business', payload: object) =>
      t.request({ method: 'POST', url: `/api/v1/service-provider/onboarding/${kind}/decision`, payload }, admin),
  };
}

export type OnboardingApp = Awaited<ReturnType<typeof startOnboardingApp>>;

export const individualInput = ({ plumbing }: Categories, over: Partial<IndividualOnboardingInput> = {}): IndividualOnboardingInput => ({
  full_name: 'Qzonb Aminath Rasheed',
  display_name: 'Aminath R.',
  date_of_birth: '1992-04-18',
  id_type: 'nid',
  id_number: 'A123456',
  phone_number: '+9607712345',
  email: 'aminath.qzonb@example.mv',
  island: 'Hulhumalé',
  street: 'Nirolhu Magu',
  house_no: 'Lot 10234',
  service_categories: [plumbing],
  specific_skills: ['Pipe fitting', 'Water heaters'],
  pricing_type: 'hourly',
  service_areas: ['Malé', 'Hulhumalé'],
  availability_days: ['sunday', 'monday'],
  availability_times: ['08:00-17:00'],
  has_vehicle: true,
  vehicle_type: 'Motorcycle',
  vehicle_plate_number: 'P-4521',
  bank_name: 'Bank of Maldives',
  account_number: '7730000123456',
  account_holder_name: 'Aminath Rasheed',
  ...over,
});

export const businessInput = ({ plumbing, electrical }: Categories, over: Partial<BusinessOnboardingInput> = {}): BusinessOnboardingInput => ({
  business_name: 'Qzonb Reef Logistics Pvt Ltd',
  business_registration_no: 'C-0456/2019',
  business_type: 'Private limited company',
  contact_person_name: 'Hassan Waheed',
  contact_person_designation: 'Operations Manager',
  phone_number: '+9607654321',
  email: 'ops.qzonb@reeflogistics.mv',
  office_island: 'Malé',
  office_street: 'Orchid Magu',
  office_address: 'H. Orchid View, 3rd floor',
  service_categories: [plumbing, electrical],
  team_size: 12,
  has_fleet: true,
  fleet_size: 4,
  vehicle_types: ['Pickup', 'Van'],
  vehicle_plate_numbers: ['P-1001', 'P-1002'],
  trade_licenses: ['TL-2021-889'],
  insurance: 'Allied Insurance, policy 55-1200',
  bank_name: 'Maldives Islamic Bank',
  account_number: '90101480012345',
  account_holder_name: 'Reef Logistics Pvt Ltd',
  preferred_payment_cycle: 'monthly',
  ...over,
});
