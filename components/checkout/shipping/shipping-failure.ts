import { ApiError, fieldErrorsOf, isApiError } from '@/lib/api';
import { ResultCode } from '@/lib/contract/codes';

// How the shipping step shows a refused /api/cart/snapshootShipping
// (docs/architecture.md#api-envelope): a 422 names fields by their path in the call
// ("address.postcode", "email"); the address ones go to the address form under the form's own
// names, the step's own ones beside their controls, anything else on top.

export const SHIPPING_STEP_FIELDS = [
  'email',
  'shippingMethod',
  'couponId',
  'couponCode',
  'addressId',
] as const;
export type ShippingStepField = (typeof SHIPPING_STEP_FIELDS)[number];

export interface ShippingFailure {
  /** Messages for the address form, by its field names. */
  address: Record<string, string>;
  step: Partial<Record<ShippingStepField, string>>;
  message: string | null;
}

const FALLBACK = 'Something went wrong. Please try again.';
const ADDRESS_PREFIX = 'address.';

function isStepField(name: string): name is ShippingStepField {
  return (SHIPPING_STEP_FIELDS as readonly string[]).includes(name);
}

export function shippingFailureOf(error: unknown): ShippingFailure {
  const failure: ShippingFailure = { address: {}, step: {}, message: null };
  const fields = fieldErrorsOf(error);
  if (!fields) {
    failure.message = isApiError(error) && error.message ? error.message : FALLBACK;
    return failure;
  }
  for (const [name, text] of Object.entries(fields)) {
    if (name.startsWith(ADDRESS_PREFIX)) failure.address[name.slice(ADDRESS_PREFIX.length)] = text;
    else if (isStepField(name)) failure.step[name] = text;
    else failure.message ??= text;
  }
  return failure;
}

/** The address part as the error the address form reads (it marks its fields from a 422). */
export function addressFormError(failure: ShippingFailure): ApiError | null {
  if (Object.keys(failure.address).length === 0) return null;
  return new ApiError({
    reason: 'code',
    code: ResultCode.Invalid,
    message: 'Check the address.',
    data: { fields: failure.address },
  });
}
