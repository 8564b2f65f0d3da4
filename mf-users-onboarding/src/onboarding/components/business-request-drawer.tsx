import type { BusinessOnboarding } from '@mv-admin/shared-api/onboarding';
import { joined, orDash, paymentCycleLabels, pricingTypeLabels, weekdays, yesNo } from './request-labels';
import { RequestDrawer, type FieldGroup } from './request-drawer';

/** Spec §3 business onboarding, grouped as a reviewer reads it. */
export const businessGroups = (request: BusinessOnboarding): FieldGroup[] => [
  {
    title: 'Business',
    fields: [
      { label: 'Business name', value: request.business_name },
      { label: 'Registration number', value: request.business_registration_no },
      { label: 'Business type', value: request.business_type },
      { label: 'Team size', value: orDash(request.team_size) },
      { label: 'Trade licences', value: joined(request.trade_licenses) },
      { label: 'Insurance', value: orDash(request.insurance) },
    ],
  },
  {
    title: 'Contact and address',
    fields: [
      { label: 'Contact person', value: request.contact_person_name },
      { label: 'Designation', value: request.contact_person_designation },
      { label: 'Phone number', value: request.phone_number },
      { label: 'E-mail', value: request.email },
      { label: 'Office island', value: orDash(request.office_island) },
      { label: 'Office street', value: orDash(request.office_street) },
      { label: 'Office address', value: orDash(request.office_address) },
    ],
  },
  {
    title: 'Services and availability',
    fields: [
      { label: 'Service categories', value: joined(request.serviceCategories.map((category) => category.name)) },
      { label: 'Services', value: orDash(request.services_description) },
      { label: 'Pricing', value: request.pricing_type ? pricingTypeLabels[request.pricing_type] : '-' },
      { label: 'Pricing details', value: orDash(request.pricing_details) },
      { label: 'Service areas', value: joined(request.service_areas) },
      { label: 'Available days', value: weekdays(request.availability_days) },
      { label: 'Available times', value: joined(request.availability_times) },
    ],
  },
  {
    title: 'Fleet',
    fields: [
      { label: 'Has a fleet', value: yesNo(request.has_fleet) },
      { label: 'Fleet size', value: orDash(request.fleet_size) },
      { label: 'Vehicle types', value: joined(request.vehicle_types) },
      { label: 'Plate numbers', value: joined(request.vehicle_plate_numbers) },
    ],
  },
  {
    title: 'Bank details',
    fields: [
      { label: 'Bank name', value: request.bank_name },
      { label: 'Account number', value: request.account_number },
      { label: 'Account holder name', value: request.account_holder_name },
      { label: 'Payment cycle', value: request.preferred_payment_cycle ? paymentCycleLabels[request.preferred_payment_cycle] : '-' },
    ],
  },
];

const documentsOf = (request: BusinessOnboarding) => [
  { label: 'Logo', id: request.logo_document_id },
  { label: 'Business registration certificate', id: request.business_registration_cert_document_id },
];

interface BusinessRequestDrawerProps {
  id: number;
  rows?: readonly BusinessOnboarding[];
  onClose: () => void;
}

export function BusinessRequestDrawer(props: BusinessRequestDrawerProps) {
  return <RequestDrawer kind="business" {...props} nameOf={(request) => request.business_name} groupsOf={businessGroups} documentsOf={documentsOf} />;
}

export default BusinessRequestDrawer;
