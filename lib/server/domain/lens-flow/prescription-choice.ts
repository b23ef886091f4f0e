import type { ChoiceInput, ResolvedPrescription } from '@/lib/shop/lens-selection';
import {
  NO_DETAILS,
  readPrescriptionDetails,
  type PrescriptionDetails,
} from '@/lib/shop/prescription-details';
import { expiredOn, PRESCRIPTION_EXPIRY_MESSAGES } from '@/lib/shop/prescription-expiry';
import { detailsWithExpiry, prescriptionToday } from '@/lib/shop/prescription-kept-details';
import { PD_FIELDS, readPrescription } from '@/lib/shop/prescription-record';
import type { PrescriptionChoice } from '@/lib/contract/calls/process';
import { RefusedError } from '@/lib/contract/errors';
import { shopperOf } from '@/lib/server/domain/accounts';
import type { CallContext } from '@/lib/server/platform/call-context';
import { serverConfig } from '@/lib/server/platform/config';
import { prescriptionForLenses } from '@/lib/server/domain/prescriptions';
import { uploadedPhotoKey } from './prescription-uploads';

export const SAVED_PRESCRIPTION_SIGN_IN = 'Sign in to use a saved prescription.';

/** The prescriptions' today, and the shop's validity of a prescription without an expiry. */
function detailRules(now: Date) {
  return { today: prescriptionToday(now), validYears: serverConfig().PRESCRIPTION_VALID_YEARS };
}

/**
 * An expired prescription needs the shopper's confirmation: a problem without it, and kept with
 * the line with it. A confirmation of one that has not expired is nothing.
 */
function expiryOfChoice(details: PrescriptionDetails, confirmExpired: boolean | undefined, now: Date) {
  const expiry = expiredOn(details, detailRules(now));
  const confirmed = expiry !== null && confirmExpired === true;
  return {
    expiredConfirmed: confirmed,
    problems:
      expiry !== null && !confirmed ? { confirmExpired: PRESCRIPTION_EXPIRY_MESSAGES.expired(expiry) } : {},
  };
}

/**
 * Reads the prescription choice of a selection before it is checked: typed values and details
 * through the shop's rules, a saved prescription from the shopper's own book, or the caller's own
 * upload. Another shopper's prescription or upload is not found (404), as an unknown one. An expired
 * typed or saved prescription is a problem until the shopper confirms it is still right
 * (docs/product.md#prescription-details).
 */
export async function resolvePrescriptionChoice(
  choices: readonly ChoiceInput[],
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
  now = new Date(),
): Promise<ResolvedPrescription | null> {
  const choice = choices.find((candidate) => candidate.type === 'prescription');
  if (!choice || typeof choice.value !== 'object' || choice.value === null) return null;
  const value = choice.value as PrescriptionChoice;
  switch (value.source) {
    case 'typed': {
      const { source: _source, confirmExpired, ...draft } = value;
      const { values, problems } = readPrescription(draft);
      const rules = detailRules(now);
      const read = readPrescriptionDetails(draft, rules);
      const expiry = expiryOfChoice(read.details, confirmExpired, now);
      return {
        source: 'typed',
        values,
        // the line keeps the expiry it was judged by, as a saved prescription's (prescriptionForLenses)
        details: detailsWithExpiry(read.details, rules.validYears),
        expiredConfirmed: expiry.expiredConfirmed,
        problems: { ...problems, ...read.problems, ...expiry.problems },
      };
    }
    case 'saved': {
      const shopper = await shopperOf(context);
      if (!shopper) throw new RefusedError(SAVED_PRESCRIPTION_SIGN_IN);
      const saved = await prescriptionForLenses(shopper.userId, value.id);
      const { details } = saved;
      const expiry = expiryOfChoice(details, value.confirmExpired, now);
      return {
        source: 'saved',
        values: saved.values,
        details,
        expiredConfirmed: expiry.expiredConfirmed,
        problems: expiry.problems,
        savedId: value.id,
        imageKey: saved.imageKey ?? undefined,
      };
    }
    case 'later':
      return {
        source: 'later',
        values: null,
        details: { ...NO_DETAILS },
        expiredConfirmed: false,
        problems: {},
      };
    case 'image': {
      // The PD typed beside the photo is checked like a typed one; without it, it is on the photo.
      const { values, problems } = readPrescription({
        pd: value.pd,
        pd_right: value.pd_right,
        pd_left: value.pd_left,
      });
      const hasPd = PD_FIELDS.some((field) => values[field] !== null);
      return {
        source: 'image',
        values: hasPd ? values : null,
        details: { ...NO_DETAILS },
        expiredConfirmed: false,
        problems,
        imageKey: await uploadedPhotoKey(value.upload, context),
      };
    }
  }
}
