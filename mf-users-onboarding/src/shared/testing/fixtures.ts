import { maldivesInstant } from '@mv-admin/shared-ui/testing';
import type { SignedInUser } from '@mv-admin/shared-api';
import type { ApplicationPerson, ServiceProviderApplication } from '@mv-admin/shared-api/applications';
import type { JobCategory } from '@mv-admin/shared-api/catalog';
import type { BusinessOnboarding, IndividualOnboarding } from '@mv-admin/shared-api/onboarding';
import type { User } from '@mv-admin/shared-api/users';

/** Test data shaped like the contract's answers. Times are Maldives wall-clock times, as every screen shows them. */
export const at = (day: number, hour = 10) => maldivesInstant(2026, 11, day, hour, 5);

export const me: SignedInUser = { id: 1, type: 'ADMIN', name: 'Demo Admin', email: 'admin@example.com', phone_number: '+9607000001' };
export const myAccount: User = { ...me, version: 1, provider_kind: null, created_at: at(1) };
export const customer: User = {
  id: 2,
  version: 1,
  type: 'CUSTOMER',
  name: 'Aminath Customer',
  email: 'aminath@example.mv',
  phone_number: '+9607712345',
  provider_kind: null,
  created_at: at(2),
};
export const provider: User = {
  id: 3,
  version: 1,
  type: 'SERVICE_PROVIDER',
  name: 'Ibrahim Plumbing',
  email: 'ibrahim@example.mv',
  phone_number: null,
  provider_kind: 'business',
  created_at: at(3),
};

export const admin: ApplicationPerson = { id: 1, name: 'Demo Admin', email: 'admin@example.com', phone_number: null };
export const applicant: ApplicationPerson = { id: 7, name: 'Aishath Shifa', email: 'shifa@example.mv', phone_number: '+9607654321' };

export const cleaning: JobCategory = {
  id: 4,
  version: 1,
  name: 'Cleaning',
  active: true,
  created_at: at(1),
  user: null,
  documentTypes: [
    { id: 11, slug: 'national-id', name: 'National ID' },
    { id: 12, slug: 'police-clearance', name: 'Police clearance' },
  ],
};

export const submittedApplication: ServiceProviderApplication = {
  id: 5,
  version: 1,
  status: 'submitted',
  created_at: at(10),
  user: applicant,
  jobCategory: { id: 4, name: 'Cleaning' },
  documents: [{ id: 31, file_original_name: 'national-id.pdf', file_size: 120_000, documentType: { id: 11, slug: 'national-id', name: 'National ID' } }],
  actions: [{ id: 1, action_type: 'submitted', remarks: null, created_at: at(11), actionBy: applicant }],
};

export const approvedApplication: ServiceProviderApplication = {
  ...submittedApplication,
  id: 6,
  status: 'approved',
  jobCategory: { id: 4, name: 'Cleaning' },
  actions: [
    { id: 2, action_type: 'submitted', remarks: null, created_at: at(11), actionBy: applicant },
    { id: 3, action_type: 'approved', remarks: 'All documents verified', created_at: at(12), actionBy: admin },
  ],
};

export const draftApplication: ServiceProviderApplication = { ...submittedApplication, id: 8, status: 'draft', documents: [], actions: [] };

const requestMeta = {
  status: 'pending' as const,
  created_at: at(14),
  updated_at: at(14),
  user: applicant,
  serviceCategories: [{ id: 4, name: 'Cleaning' }],
  decisions: [],
  service_categories: [4],
  pricing_type: 'hourly' as const,
  service_areas: ['Malé', 'Hulhumalé'],
  availability_days: ['monday' as const, 'tuesday' as const],
  availability_times: ['08:00-12:00'],
  bank_name: 'Bank of Maldives',
  account_number: '7730000012345',
};

export const individualRequest: IndividualOnboarding = {
  ...requestMeta,
  id: 21,
  version: 1,
  full_name: 'Aishath Shifa',
  display_name: 'Shifa',
  date_of_birth: '1990-04-12',
  id_type: 'nid',
  id_number: 'A123456',
  phone_number: '+9607654321',
  email: 'shifa@example.mv',
  island: 'Malé',
  street: 'Majeedhee Magu',
  house_no: 'H. Blue Light',
  profile_picture_document_id: 41,
  specific_skills: ['Deep cleaning'],
  has_vehicle: true,
  vehicle_type: 'Motorcycle',
  vehicle_plate_number: 'P-1234',
  national_id_document_id: null,
  account_holder_name: 'Aishath Shifa',
};

export const businessRequest: BusinessOnboarding = {
  ...requestMeta,
  id: 22,
  version: 1,
  business_name: 'Reef Movers Pvt Ltd',
  business_registration_no: 'C-0123/2019',
  business_type: 'Private company',
  contact_person_name: 'Hassan Ali',
  contact_person_designation: 'Director',
  phone_number: '+9607001122',
  email: 'info@reefmovers.mv',
  office_island: 'Malé',
  office_street: 'Orchid Magu',
  office_address: 'M. Coral Tower, 4th floor',
  logo_document_id: null,
  services_description: 'Moving and deliveries across Kaafu.',
  team_size: 12,
  pricing_details: null,
  has_fleet: true,
  fleet_size: 3,
  vehicle_types: ['Pickup', 'Dhoni'],
  vehicle_plate_numbers: ['P-2001', 'P-2002'],
  business_registration_cert_document_id: null,
  trade_licenses: ['TL-2020-311'],
  insurance: 'Allied Insurance, policy 12-3456',
  account_holder_name: 'Reef Movers Pvt Ltd',
  preferred_payment_cycle: 'monthly',
};
