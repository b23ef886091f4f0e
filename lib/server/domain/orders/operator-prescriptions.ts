import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { NotFoundError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { logger } from '../../platform/logger';
import { readPrivateFile } from '@/lib/server/platform/uploads';
import { linesOf, orderByNumber } from './operator-order-info';
import { hasPhotoPrescription } from './optician-check';
import { linePrescriptionOf } from './prescription-lines';
import { opticianCheckItems, prescriptionFlags } from '@/lib/shop/optician-check';
import { detailsOrNone, expiryOf, type PrescriptionDetails } from '@/lib/shop/prescription-details';
import { prismsOf } from '@/lib/shop/prescription-detail-lines';
import { toVisionPrescription } from '@/lib/shop/prescription-fhir';
import { prescriptionToday } from '@/lib/shop/prescription-kept-details';
import {
  hasEyeValues,
  PRESCRIPTION_FIELDS,
  type PrescriptionField,
  type PrescriptionValues,
} from '@/lib/shop/prescription-record';
import { storedCartLens } from '@/lib/server/domain/cart';
import { serverConfig } from '@/lib/server/platform/config';
import { readLensRules } from '@/lib/server/domain/lens-rules';

// An operator opens a shopper's prescription (docs/product.md#privacy: prescriptions are the
// shopper's, and the shop reads them only to make the lenses). Every opening, of the values or of
// the photo, is written in the audit log before anything is shown.

export const PRESCRIPTION_PHOTO_PATH = '/api/admin/orders/prescriptionPhoto';

const NO_PRESCRIPTION = 'A prescription for this order';

/** The prescription lines of an order, or the one line asked for; 404 when there is none. */
async function prescriptionLines(number: string, lineId?: number) {
  const db = await database();
  const order = await orderByNumber(db, number);
  const lines = (await linesOf(db, order.id))
    .filter((line) => lineId === undefined || line.id === lineId)
    .flatMap((line) => {
      const found = linePrescriptionOf(line);
      return found ? [{ line, ...found }] : [];
    });
  if (lines.length === 0) throw new NotFoundError(NO_PRESCRIPTION);
  return { db, order, lines };
}

/** POST /api/admin/orders/prescription: the values, and where to see each photo. */
export async function openOrderPrescription(
  input: { number: string; line?: number | undefined },
  actor: AuditActor,
): Promise<OrderPrescription> {
  const { db, order, lines } = await prescriptionLines(input.number, input.line);
  await recordAction(db, actor, {
    action: 'prescription.view',
    objectType: 'order',
    objectId: order.number,
    summary: `Opened the prescription of order ${order.number}${input.line === undefined ? '' : ` (line ${input.line})`}`,
    after: { lines: lines.map(({ line }) => line.id), what: 'values' },
  });
  const today = prescriptionToday(new Date());
  // the checklist is the order's, whichever line was asked for (docs/operating.md#optician-check)
  const photo = await hasPhotoPrescription(db, order.id);
  const rules = await readLensRules(db);
  return {
    number: order.number,
    checkItems: opticianCheckItems({ photo }),
    lines: lines.map(({ line, rx, photoKey }) => ({
      lineId: line.id,
      name: line.line.name,
      colorName: line.line.colorName,
      lensUse: line.line.lens?.lensUse ?? '',
      source: rx.source,
      values: rx.values,
      photoUrl:
        photoKey === null
          ? null
          : `${PRESCRIPTION_PHOTO_PATH}?${new URLSearchParams({ number: order.number, line: String(line.id) })}`,
      ...(rx.details ? { details: rx.details } : {}),
      ...(rx.expiredConfirmed ? { expiredConfirmed: true as const } : {}),
      // docs/operating.md#optician-check: an expired prescription is flagged, with the shopper's word
      flags: prescriptionFlags(rx.values, {
        lensUse: line.line.lens?.lensUse ?? '',
        today,
        expiresOn: expiryOf(detailsOrNone(rx.details), serverConfig().PRESCRIPTION_VALID_YEARS),
        expiredConfirmed: rx.expiredConfirmed === true,
        prisms: prismsOf(detailsOrNone(rx.details)),
        labRange: rules.labRange,
      }),
    })),
  };
}

/** GET /api/admin/orders/prescriptionPhoto: the photo's JPEG; 404 for a line without one. */
export async function orderPrescriptionPhoto(
  input: { number: string; line: number },
  actor: AuditActor,
): Promise<Buffer> {
  const { db, order, lines } = await prescriptionLines(input.number, input.line);
  const photoKey = lines[0]?.photoKey ?? null;
  if (photoKey === null) throw new NotFoundError('A prescription photo for this line');
  const photo = await readPrivateFile(photoKey);
  if (!photo) {
    logger.error({ order: order.number, line: input.line }, 'a prescription photo is missing from storage');
    throw new NotFoundError('A prescription photo for this line');
  }
  await recordAction(db, actor, {
    action: 'prescription.view',
    objectType: 'order',
    objectId: order.number,
    summary: `Opened the prescription photo of order ${order.number} (line ${input.line})`,
    after: { lines: [input.line], what: 'photo' },
  });
  return photo;
}

/** A line's kept values in the shop's units (hundredths, tenths), from its lens record (stored JSON). */
function keptValuesOf(lensRecord: unknown): PrescriptionValues | null {
  const stored = storedCartLens(lensRecord)?.prescription?.values;
  if (!stored) return null;
  const value = (field: PrescriptionField) => {
    const kept = stored[field];
    return typeof kept === 'number' ? kept : null;
  };
  return Object.fromEntries(PRESCRIPTION_FIELDS.map((field) => [field, value(field)])) as PrescriptionValues;
}

/**
 * GET /api/admin/orders/prescriptionFhir: a line's typed prescription as an HL7 FHIR R4
 * VisionPrescription (docs/product.md#prescription-fhir), for an optician's or a lab's system; a
 * reading of the prescription, audited as the console's opening is. 404 for a photo without values.
 */
export async function orderPrescriptionFhir(
  input: { number: string; line: number },
  actor: AuditActor,
): Promise<{ json: string; filename: string }> {
  const { db, order, lines } = await prescriptionLines(input.number, input.line);
  const found = lines[0];
  const values = found ? keptValuesOf(found.line.lensRecord) : null;
  if (!found || !values || !hasEyeValues(values))
    throw new NotFoundError('Typed prescription values for this line');
  const stored = storedCartLens(found.line.lensRecord)?.prescription;
  await recordAction(db, actor, {
    action: 'prescription.view',
    objectType: 'order',
    objectId: order.number,
    summary: `Downloaded the prescription of order ${order.number} (line ${input.line}) as FHIR`,
    after: { lines: [input.line], what: 'fhir' },
  });
  const resource = toVisionPrescription({
    values,
    details: detailsOrNone(stored?.details as Partial<PrescriptionDetails> | undefined),
    createdAt: order.createdAt.toISOString(),
    id: `${order.number}-${input.line}`,
  });
  return {
    json: JSON.stringify(resource, null, 2),
    filename: `prescription-${order.number}-${input.line}.json`,
  };
}
