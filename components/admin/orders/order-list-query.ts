import { LAB_STAGE_NAMES, LAB_STAGES } from '@/lib/shop/lab-stages';
import { ORDER_STATUS_NAMES } from '@/lib/shop/order-status';

// The order list's address: one status, "yes"/"no" for prescriptions, and the call's own names for
// the rest, read into the list call's input (statuses as a list, a boolean).

export const ORDER_LIST_PATH = '/admin/orders';

export const ORDER_FILTER_LABELS = {
  search: 'Search',
  statuses: 'Status',
  from: 'Placed from',
  to: 'Placed to',
  paymentProvider: 'Payment',
  hasPrescription: 'Prescription',
  prescriptionCheck: 'Prescription check',
  labStage: 'Lab stage',
  awaitingPrescription: 'Awaiting prescription',
  sort: 'Sort',
  direction: 'Direction',
  page: 'Page',
} as const;

export const STATUS_OPTIONS = Object.entries(ORDER_STATUS_NAMES).map(([value, label]) => ({ value, label }));

export const PROVIDER_OPTIONS = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'stripe', label: 'Stripe (card)' },
  { value: 'demo', label: 'Demo' },
];

export const PRESCRIPTION_OPTIONS = [
  { value: 'yes', label: 'With prescription lenses' },
  { value: 'no', label: 'Without' },
];

export const CHECK_OPTIONS = [
  { value: 'unchecked', label: 'Not checked yet' },
  { value: 'question', label: 'Question asked' },
  { value: 'confirmed', label: 'Confirmed' },
];

/** Not Shipped orders by where the lab is with them (docs/operating.md#lab-stages). */
export const LAB_STAGE_OPTIONS = [
  { value: 'waiting', label: 'Waiting for the lab' },
  ...LAB_STAGES.map((stage) => ({ value: stage, label: LAB_STAGE_NAMES[stage] })),
];

/** Orders paid without their prescription, still waiting for it (docs/operating.md#prescription-wait). */
export const AWAITING_OPTIONS = [
  { value: 'yes', label: 'Awaiting prescription' },
  { value: 'no', label: 'Not awaiting' },
];

const YES_NO: Readonly<Record<string, boolean>> = { yes: true, no: false };

/** The list call's input from the address's parameters (parseListQuery then checks it). */
export function orderListInputOf(query: Readonly<Record<string, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of [
    'search',
    'from',
    'to',
    'paymentProvider',
    'prescriptionCheck',
    'labStage',
    'sort',
    'direction',
    'page',
  ])
    if (query[key] !== undefined) input[key] = query[key];
  if (query.status !== undefined) input.statuses = [query.status];
  if (query.hasPrescription !== undefined)
    input.hasPrescription = YES_NO[query.hasPrescription] ?? query.hasPrescription;
  if (query.awaitingPrescription !== undefined)
    input.awaitingPrescription = YES_NO[query.awaitingPrescription] ?? query.awaitingPrescription;
  return input;
}
