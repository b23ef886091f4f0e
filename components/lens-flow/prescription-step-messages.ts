import type { PrescriptionField } from '@/lib/shop/prescription-record';
import {
  FIELD_SHORT_NAMES,
  fieldShown,
  prescriptionFieldOf,
  type Addition,
  type PdMode,
  type PrescriptionMode,
} from './prescription-choice';
import { isDetailKey } from './use-prescription-details';

export interface StepMessagesInput {
  /** The server's 422 messages about what was sent. */
  serverErrors: Partial<Record<string, string>>;
  /** The fields changed since that answer ('*' once anything was): their server message goes. */
  edited: ReadonlySet<string>;
  /** What the shop's rules cannot keep, by field. */
  problems: Partial<Record<string, string>>;
  /** The fields the shopper (or a photo) filled: their messages show. */
  touched: ReadonlySet<PrescriptionField>;
  form: { mode: PrescriptionMode; addition: Addition; pdMode: PdMode; pdOnPhoto: boolean };
}

/**
 * Where the step's messages show (docs/product.md#prescription-rules): a field shows the server's
 * message until it is changed, else the shop's once the shopper has touched it (an axis as soon as
 * its eye has a cylinder); the server's others show in a list until anything changes, and what is
 * still untouched is named in "Still to choose". The details' messages are the details' own.
 */
export function stepMessages({ serverErrors, edited, problems, touched, form }: StepMessagesInput) {
  const serverFieldErrors: Partial<Record<PrescriptionField, string>> = {};
  const otherServerErrors: string[] = [];
  for (const [key, message] of Object.entries(serverErrors)) {
    if (!message || isDetailKey(key)) continue;
    const field = prescriptionFieldOf(key);
    if (field && fieldShown(field, form)) {
      if (!edited.has(field)) serverFieldErrors[field] = message;
    } else if (!edited.has('*')) otherServerErrors.push(message);
  }
  const fieldErrors: Partial<Record<PrescriptionField, string>> = {};
  const stillNeeded: string[] = [];
  for (const [key, message] of Object.entries(problems)) {
    const field = key as PrescriptionField;
    const shown =
      touched.has(field) ||
      (field.endsWith('_axis') && touched.has(field.replace('_axis', '_cyl') as PrescriptionField));
    if (shown) fieldErrors[field] = message;
    else if (!serverFieldErrors[field]) stillNeeded.push(FIELD_SHORT_NAMES[field]);
  }
  return { errors: { ...fieldErrors, ...serverFieldErrors }, otherServerErrors, stillNeeded };
}
