import type { IndividualOnboarding } from '@mv-admin/shared-api/onboarding';
import { formatDate } from '@mv-admin/shared-ui';
import { idTypeLabels, joined, orDash, pricingTypeLabels, weekdays, yesNo } from './request-labels';
import { RequestDrawer, type FieldGroup } from './request-drawer';

/** Spec §3 individual onboarding, grouped as a reviewer reads it. */
export const individualGroups = (request: IndividualOnboarding): FieldGroup[] => [
  {
    title: 'Identity',
    fields: [
      { label: 'Full name', value: request.full_name },
      { label: 'Display name', value: request.display_name },
      { label: 'Date of birth', value: formatDate(request.date_of_birth) },
      { label: 'ID type', value: idTypeLabels[request.id_type] },
      { label: 'ID number', value: request.id_number },
    ],
  },
  {
    title: 'Contact and address',
    fields: [
      { label: 'Phone number', value: request.phone_number },
      { label: 'E-mail', value: request.email },
      { label: 'Island', value: request.island },
      { label: 'Street', value: request.street },
      { label: 'House number', value: request.house_no },
    ],
  },
  {
    title: 'Services and availability',
    fields: [
      { label: 'Service categories', value: joined(request.serviceCategories.map((category) => category.name)) },
      { label: 'Specific skills', value: joined(request.specific_skills) },
      { label: 'Pricing', value: request.pricing_type ? pricingTypeLabels[request.pricing_type] : '-' },
      { label: 'Service areas', value: joined(request.service_areas) },
      { label: 'Available days', value: weekdays(request.availability_days) },
      { label: 'Available times', value: joined(request.availability_times) },
    ],
  },
  {
    title: 'Vehicle',
    fields: [
      { label: 'Has a vehicle', value: yesNo(request.has_vehicle) },
      { label: 'Vehicle type', value: orDash(request.vehicle_type) },
      { label: 'Plate number', value: orDash(request.vehicle_plate_number) },
    ],
  },
  {
    title: 'Bank details',
    fields: [
      { label: 'Bank name', value: request.bank_name },
      { label: 'Account number', value: request.account_number },
      { label: 'Account holder name', value: request.account_holder_name },
    ],
  },
];

const documentsOf = (request: IndividualOnboarding) => [
  { label: 'Profile picture', id: request.profile_picture_document_id },
  { label: 'National ID document', id: request.national_id_document_id },
];

interface IndividualRequestDrawerProps {
  id: number;
  rows?: readonly IndividualOnboarding[];
  onClose: () => void;
}

export function IndividualRequestDrawer(props: IndividualRequestDrawerProps) {
  return <RequestDrawer kind="individual" {...props} nameOf={(request) => request.full_name} groupsOf={individualGroups} documentsOf={documentsOf} />;
}

export default IndividualRequestDrawer;
