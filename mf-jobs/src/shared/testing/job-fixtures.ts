import { maldivesInstant } from '@mv-admin/shared-ui/testing';
import type { DocumentTypeSummary, JobCategory, JobSubcategory, Workflow } from '@mv-admin/shared-api/catalog';
import type { Job, JobAction } from '@mv-admin/shared-api/jobs';

/** Test data shaped like the contract's answers. Times are Maldives wall-clock times, as every screen shows them. */
const at = (day: number, hour = 9, minute = 0) => maldivesInstant(2026, 11, day, hour, minute);

const admin = { id: 1, name: 'Aisha Admin', email: 'aisha@example.mv' };
const customer = { id: 20, name: 'Mariyam Customer', email: 'mariyam@example.mv', phone_number: '+9607771234' };
const provider = { id: 30, name: 'Ibrahim Provider', email: 'ibrahim@example.mv', phone_number: null };

export const kaafu = { id: 1, version: 1, name: 'Kaafu', code: 'K', province: 'Central' };
const male = { id: 10, version: 1, name: 'Malé', active: true, atoll_id: 1, atoll: kaafu };
const maafushi = { id: 11, version: 1, name: 'Maafushi', active: true, atoll_id: 1, atoll: kaafu };

export const standardWorkflow: Workflow = {
  id: 1,
  type: 'regular',
  slug: 'regular-standard',
  name: 'Standard service',
  config: { steps: [{ slug: 'site-visit', name: 'Site visit' }] },
};
export const deliveryWorkflow: Workflow = { id: 5, type: 'delivery', slug: 'delivery-standard', name: 'Same-island delivery', config: { steps: [] } };

const homeRepairsSummary = { id: 3, name: 'Home Repairs', active: true };
const plumbingRef = { id: 7, name: 'Plumbing', job_category_id: 3, workflow: standardWorkflow, jobCategory: homeRepairsSummary };
const parcelRef = { id: 9, name: 'Parcel delivery', job_category_id: 4, workflow: deliveryWorkflow, jobCategory: { id: 4, name: 'Delivery', active: true } };

const action = (id: number, name: string, details: string, day: number, user: { id: number; name: string; email: string } = customer): JobAction => ({
  id,
  action: name,
  details,
  slug: null,
  payload: null,
  created_at: at(day),
  user: { id: user.id, name: user.name, email: user.email },
});

/** A completed regular job with everything: provider, business location, history, documents, a chat with an offer, a review. */
export const leakingTap: Job = {
  id: 123,
  version: 1,
  title: 'Fix the leaking tap',
  job_description: 'The kitchen tap leaks\nsince Monday.',
  job_type: 'regular',
  status: 'completed',
  job_estimated_budget: 50000,
  job_total_cost: 62550,
  job_subcategory_id: 7,
  created_at: at(1),
  completed_at: at(5, 15, 5),
  date_of_delivery: null,
  scheduled_job_date: at(3, 10),
  delivery_item_type: null,
  delivery_from_address: null,
  delivery_to_address: null,
  delivery_from_island_id: null,
  delivery_to_island_id: null,
  business_location_id: 100,
  createdBy: customer,
  serviceProvider: provider,
  businessLocation: { id: 100, name: 'Harbour Shop', type: 'Warehouse', road: 'Boduthakurufaanu Magu', island: male },
  deliveryFromIsland: null,
  deliveryToIsland: null,
  jobSubcategory: plumbingRef,
  documents: [
    {
      id: 501,
      version: 1,
      document_type_id: 13,
      file_original_name: 'receipt-1.pdf',
      file_size: 2048,
      mime: 'application/pdf',
      relation_name: 'job_payment',
      relation_id: 123,
      created_at: at(5),
      user: { id: customer.id, name: customer.name, email: customer.email },
      documentType: { id: 13, slug: 'payment-receipt', name: 'Payment receipt' },
    },
  ],
  packageConfigs: [],
  jobActions: [
    action(1, 'post', 'Job posted', 1),
    action(2, 'counter_offer', 'Counter offer of MVR 625.50', 2, provider),
    action(3, 'accept_counter_offer', 'Counter offer of MVR 625.50 accepted', 2),
    action(4, 'customer_complete', "Completed with the customer's code", 5, provider),
  ],
  chats: [
    {
      id: 40,
      title: 'About the tap',
      details: 'Questions before the visit',
      status: 'closed',
      created_at: at(1),
      updated_at: at(2),
      chatMessages: [
        {
          id: 1,
          message: 'Hello, is the job still open?',
          created_at: at(1, 10),
          createdBy: { id: 30, name: provider.name, email: provider.email },
          offer: null,
        },
        {
          id: 2,
          message: 'Here is my offer.',
          created_at: at(2, 11),
          createdBy: { id: 30, name: provider.name, email: provider.email },
          offer: { id: 8, version: 1, description: 'Parts and labour', amount: 62550, status: 'accepted', customer_action_at: at(2, 12) },
        },
      ],
    },
  ],
  review: { id: 9, description: 'Quick and tidy work', rating: 4, created_at: at(6) },
};

/** A delivery job in progress with its addresses, islands and a package. */
export const parcelToMaafushi: Job = {
  ...leakingTap,
  id: 124,
  title: 'Send a parcel to Maafushi',
  job_description: 'A box of books.',
  job_type: 'delivery',
  status: 'vendor-accepted',
  job_estimated_budget: 15000,
  job_total_cost: null,
  job_subcategory_id: 9,
  completed_at: null,
  scheduled_job_date: null,
  date_of_delivery: at(8, 14),
  delivery_item_type: 'Parcel',
  delivery_from_address: 'M. Sunny Villa, Majeedhee Magu',
  delivery_to_address: 'Guest house by the harbour',
  delivery_from_island_id: 10,
  delivery_to_island_id: 11,
  business_location_id: null,
  businessLocation: null,
  deliveryFromIsland: male,
  deliveryToIsland: maafushi,
  jobSubcategory: parcelRef,
  documents: [],
  packageConfigs: [
    {
      id: 2,
      version: 1,
      name: 'Small parcel',
      min_weight: 0,
      max_weight: 5,
      price: 7500,
      description: null,
      delivery_slot_id: 1,
      is_active: true,
      deliverySlot: { id: 1, version: 1, name: '2 Hours Express', unit_of_time: 'Hour', duration: 2, is_active: true },
    },
  ],
  jobActions: [action(11, 'post', 'Job posted', 7), action(12, 'vendor_accept', 'Provider accepted the job', 7, provider)],
  chats: [],
  review: null,
};

/** A draft: no provider, no budget, no history beyond its saving, nothing else. */
export const draftJob: Job = {
  ...leakingTap,
  id: 125,
  title: 'Paint the fence',
  job_description: 'White paint.',
  status: 'draft',
  job_estimated_budget: null,
  job_total_cost: null,
  completed_at: null,
  scheduled_job_date: null,
  business_location_id: null,
  businessLocation: null,
  serviceProvider: null,
  documents: [],
  jobActions: [action(21, 'save_as_draft', 'Saved as draft', 9)],
  chats: [],
  review: null,
};

export const documentTypes: DocumentTypeSummary[] = [
  { id: 1, slug: 'national-id', name: 'National ID card' },
  { id: 10, slug: 'professional-certificate', name: 'Professional certificate' },
  { id: 9, slug: 'police-clearance', name: 'Police clearance' },
];

export const homeRepairs: JobCategory = {
  id: 3,
  version: 1,
  name: 'Home Repairs',
  active: true,
  created_at: at(21, 15, 5),
  user: admin,
  documentTypes: [documentTypes[0]!, documentTypes[1]!],
};
export const gardening: JobCategory = { id: 8, version: 1, name: 'Gardening', active: false, created_at: at(20), user: null, documentTypes: [] };

export const plumbing: JobSubcategory = {
  id: 7,
  version: 1,
  name: 'Plumbing',
  active: true,
  job_category_id: 3,
  workflow_id: 1,
  created_at: at(21, 15, 5),
  workflow: standardWorkflow,
  jobCategory: homeRepairsSummary,
};
export const landscaping: JobSubcategory = {
  id: 23,
  version: 1,
  name: 'Landscaping',
  active: false,
  job_category_id: 8,
  workflow_id: 1,
  created_at: at(20),
  workflow: standardWorkflow,
  jobCategory: { id: 8, name: 'Gardening', active: false },
};

export const categoryOptions = [
  { id: 3, name: 'Home Repairs' },
  { id: 4, name: 'Delivery' },
];
export const workflowOptions = [
  { id: 1, name: 'Standard service', slug: 'regular-standard', type: 'regular' as const },
  { id: 5, name: 'Same-island delivery', slug: 'delivery-standard', type: 'delivery' as const },
];
