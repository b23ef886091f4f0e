import {
  AFTER_SALES_KINDS,
  AFTER_SALES_REASONS,
  type AfterSalesKind,
  type AfterSalesReason,
  type RefundDestination,
} from '@/lib/shop/after-sales';
import type { FieldMessages } from '../ui/account-form-state';

// The after-sales request form's own checks, the same as the contract's (orderAfterSalesCall),
// so a shopper hears about a short text before anything is sent. The limits are written out here:
// the contract module carries zod, which stays out of the page bundles.

export const AFTER_SALES_FORM_FIELDS = ['kind', 'reason', 'details', 'refundTo', 'photos'] as const;
export type AfterSalesField = (typeof AFTER_SALES_FORM_FIELDS)[number];
export type AfterSalesValues = Record<AfterSalesField, string>;

export const DETAILS_MIN = 10;
export const DETAILS_MAX = 2000;
/** AFTER_SALES_PHOTOS_MAX and AFTER_SALES_PHOTO_MAX_BYTES of the contract. */
export const PHOTOS_MAX = 3;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export const EMPTY_AFTER_SALES: AfterSalesValues = {
  kind: '',
  reason: '',
  details: '',
  refundTo: 'original',
  photos: '',
};

const isKind = (value: string): value is AfterSalesKind =>
  (AFTER_SALES_KINDS as readonly string[]).includes(value);
const isReason = (value: string): value is AfterSalesReason =>
  (AFTER_SALES_REASONS as readonly string[]).includes(value);

/** What the form must fix before sending. */
export function afterSalesProblems(
  values: AfterSalesValues,
  photos: readonly File[],
): FieldMessages<AfterSalesField> {
  const problems: FieldMessages<AfterSalesField> = {};
  if (!isKind(values.kind)) problems.kind = 'Choose return, exchange or repair.';
  if (!isReason(values.reason)) problems.reason = 'Choose a reason.';
  const details = values.details.trim();
  if (details.length < DETAILS_MIN) problems.details = 'Tell us a little more (at least 10 characters).';
  else if (details.length > DETAILS_MAX) problems.details = 'Keep the details under 2000 characters.';
  if (photos.length > PHOTOS_MAX) problems.photos = `Attach at most ${PHOTOS_MAX} photos.`;
  else if (photos.some((photo) => !PHOTO_TYPES.split(',').includes(photo.type))) {
    problems.photos = 'Attach photos as JPEG, PNG or WebP images.';
  } else if (photos.some((photo) => photo.size > PHOTO_MAX_BYTES)) {
    problems.photos = 'Each photo can be at most 10 MB.';
  }
  return problems;
}

/**
 * The multipart payload of /api/order/afterSales: the photos as photos[0]… (name[index],
 * docs/product.md#calls). A refund destination goes only with a return; an empty field would be
 * read as a wrong choice.
 */
export function afterSalesPayload(orderNumber: string, values: AfterSalesValues, photos: readonly File[]) {
  return {
    orderNumber,
    kind: values.kind as AfterSalesKind,
    reason: values.reason as AfterSalesReason,
    details: values.details.trim(),
    ...(values.kind === 'return' ? { refundTo: values.refundTo as RefundDestination } : {}),
    ...(photos.length > 0 ? { photos: [...photos] } : {}),
  };
}

/** The server names a refused photo `photos.1`: the form shows it under its one photo field. */
export function joinPhotoFields(fields: Record<string, string>): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = /^photos[.[]/.test(name) ? 'photos' : name;
    joined[field] ??= message;
  }
  return joined;
}
