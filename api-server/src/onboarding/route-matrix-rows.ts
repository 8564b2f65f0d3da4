import { adminOnly, type Expect, type Rows } from '../testing/route-matrix';

const providerOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: status, admin: 403 });

const individual = {
  full_name: 'Matrix Aminath',
  display_name: 'Aminath',
  id_type: 'nid',
  id_number: 'A000001',
  phone_number: '+9607700100',
  email: 'matrix@example.mv',
  island: 'Malé',
  street: 'Majeedhee Magu',
  house_no: 'H. Matrix',
  bank_name: 'Bank of Maldives',
  account_number: '7700000000001',
  account_holder_name: 'Matrix Aminath',
};
const business = {
  business_name: 'Matrix Movers Pvt Ltd',
  business_registration_no: 'C-0001/2026',
  business_type: 'Private limited company',
  contact_person_name: 'Ali',
  contact_person_designation: 'Director',
  phone_number: '+9607700101',
  email: 'matrix@movers.mv',
  bank_name: 'Maldives Islamic Bank',
  account_number: '90100000000001',
  account_holder_name: 'Matrix Movers Pvt Ltd',
};

/** Onboarding: providers submit; admins list and decide (the seed's request 1 of each kind is pending). */
export const onboardingRows: Rows = {
  'POST /api/v1/service-provider/onboarding-submission/individual': { payload: individual, expect: providerOnly(201) },
  'POST /api/v1/service-provider/onboarding-submission/business': { payload: business, expect: providerOnly(201) },
  'GET /api/v1/service-provider/onboarding/individual/list': {
    url: '/api/v1/service-provider/onboarding/individual/list?status=pending',
    expect: adminOnly(200),
  },
  'GET /api/v1/service-provider/onboarding/business/list': { url: '/api/v1/service-provider/onboarding/business/list?search=a', expect: adminOnly(200) },
  'POST /api/v1/service-provider/onboarding/individual/decision': { payload: { id: 1, action: 'approve', remarks: 'Matrix' }, expect: adminOnly(200) },
  'POST /api/v1/service-provider/onboarding/business/decision': { payload: { id: 1, action: 'reject' }, expect: adminOnly(200) },
};
