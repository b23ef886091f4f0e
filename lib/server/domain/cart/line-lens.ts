import type { LineLens, LinePrescription } from '@/lib/contract/calls/cart';
import { lensUseDisplayName } from '@/lib/shop/lens-names';
import { lensGroupLabel, prescriptionSourceText } from '@/lib/shop/order-lens-details';
import { detailNumbersOf } from '@/lib/shop/prescription-detail-lines';
import { detailsOrNone, type PrescriptionDetails } from '@/lib/shop/prescription-details';
import { PD_FIELDS, PRESCRIPTION_FIELDS } from '@/lib/shop/prescription-record';
import { pdNumber, powerNumber } from '@/lib/shop/prescription-values';
import type { CartLens } from './tables';

/** The prescription step: its details are the line's `rx`, not a lens item. */
const PRESCRIPTION_STEP = 'prescription';
/** Choices that carry the eyes rather than a lens (docs/product.md#lens-flow: prescription items). */
const EYE_STEPS: readonly string[] = [PRESCRIPTION_STEP, 'magnification'];

type StoredPrescription = NonNullable<CartLens['prescription']>;
/** Saved prescriptions' names by id, read from the owner's own book. */
export type SavedNames = ReadonlyMap<number, string>;

const PD: ReadonlySet<string> = new Set(PD_FIELDS);

/** Stored hundredths of a dioptre and tenths of a millimetre back to the API's numbers. */
function valuesOf(stored: StoredPrescription['values']): LinePrescription['values'] {
  if (!stored) return null;
  const entries = PRESCRIPTION_FIELDS.map((field) => {
    const value = stored[field];
    if (typeof value !== 'number') return [field, null] as const;
    if (field.endsWith('_axis')) return [field, value] as const;
    return [field, PD.has(field) ? pdNumber(value) : powerNumber(value)] as const;
  });
  return Object.fromEntries(entries) as NonNullable<LinePrescription['values']>;
}

function prescriptionOf(stored: StoredPrescription | null, savedNames: SavedNames): LinePrescription | null {
  if (!stored) return null;
  // a line kept before the details has none (docs/product.md#prescription-details)
  const details = detailNumbersOf(detailsOrNone(stored.details as Partial<PrescriptionDetails> | undefined));
  return {
    source: stored.source,
    values: valuesOf(stored.values),
    photo: stored.imageKey !== null,
    savedName: stored.savedId === null ? null : (savedNames.get(stored.savedId) ?? null),
    ...(details ? { details } : {}),
    ...(stored.expiredConfirmed === true ? { expiredConfirmed: true as const } : {}),
  };
}

/**
 * The lenses of a cart line as the cart and the order show them (docs/product.md#lens-flow
 * inventory summary): the lens use, the lens items and the eye items with the price each was added
 * at, each under its display name, and the prescription itself (its values, or its photo).
 * `unitLensCents` is the price now, which may differ; the caller decides what to show.
 */
export function lineLensOf(lens: CartLens | null, savedNames: SavedNames = new Map()): LineLens | null {
  if (!lens) return null;
  const choices = lens.choices.filter((choice) => choice.type !== 'lens_use');
  const item = (choice: CartLens['choices'][number]) => ({
    name: lensGroupLabel(choice.type),
    item: choice.name,
    priceCents: choice.priceCents,
  });
  const rx = prescriptionOf(lens.prescription, savedNames);
  return {
    lensUse: lensUseDisplayName(lens.lensUse.name),
    lensUsePriceCents: lens.choices.find((choice) => choice.type === 'lens_use')?.priceCents ?? 0,
    lens: choices.filter((choice) => !EYE_STEPS.includes(choice.type)).map(item),
    prescription: choices
      .filter((choice) => EYE_STEPS.includes(choice.type) && choice.type !== PRESCRIPTION_STEP)
      .map(item),
    prescriptionNote: rx ? prescriptionSourceText(rx) : '',
    rx,
    ...(lens.labReview && lens.labReview.length > 0 ? { labReview: [...lens.labReview] } : {}),
  };
}

/** The saved prescriptions a line's lens record names (to read their names from the owner's book). */
export function savedPrescriptionId(lens: CartLens | null): number | null {
  return lens?.prescription?.source === 'saved' ? lens.prescription.savedId : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A lens record read back from a snapshot or an order line (stored as JSON), or null. */
export function storedCartLens(value: unknown): CartLens | null {
  if (!isRecord(value) || !isRecord(value.lensUse) || !Array.isArray(value.choices)) return null;
  return value as unknown as CartLens;
}

/**
 * The lenses of a frozen line (a checkout snapshot's or an order's): as frozen when it already
 * carries the prescription, else worked out again from its lens record (lines frozen before the
 * prescription was shown), so every line answers the same shape.
 */
export function frozenLineLens(frozen: LineLens | null, record: unknown): LineLens | null {
  // JSON frozen earlier may lack `rx`, whatever its type says
  const kept: Partial<LineLens> | null = frozen;
  if (frozen && kept?.rx !== undefined) return frozen;
  return lineLensOf(storedCartLens(record)) ?? (frozen ? { ...frozen, rx: null } : null);
}

/** The option ids of a line's lens choices (the lens use included): what checkout re-prices. */
export function lensOptionIdsOf(lens: CartLens | null): { optionId: number; priceCents: number }[] {
  return (lens?.choices ?? []).flatMap((choice) =>
    choice.optionId === null ? [] : [{ optionId: choice.optionId, priceCents: choice.priceCents }],
  );
}
