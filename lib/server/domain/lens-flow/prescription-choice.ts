import type { ChoiceInput, ResolvedPrescription } from '@/lib/shop/lens-selection';
import { PD_FIELDS, readPrescription } from '@/lib/shop/prescription-record';
import type { PrescriptionChoice } from '@/lib/contract/calls/process';
import { RefusedError } from '@/lib/contract/errors';
import { shopperOf } from '@/lib/server/domain/accounts';
import type { CallContext } from '@/lib/server/platform/call-context';
import { prescriptionForLenses } from '@/lib/server/domain/prescriptions';
import { uploadedPhotoKey } from './prescription-uploads';

export const SAVED_PRESCRIPTION_SIGN_IN = 'Sign in to use a saved prescription.';

/**
 * Reads the prescription choice of a selection before it is checked: typed values through the
 * shop's rules, a saved prescription from the shopper's own book, or the caller's own upload.
 * Another shopper's prescription or upload is not found (404), as an unknown one.
 */
export async function resolvePrescriptionChoice(
  choices: readonly ChoiceInput[],
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<ResolvedPrescription | null> {
  const choice = choices.find((candidate) => candidate.type === 'prescription');
  if (!choice || typeof choice.value !== 'object' || choice.value === null) return null;
  const value = choice.value as PrescriptionChoice;
  switch (value.source) {
    case 'typed': {
      const { source: _source, ...draft } = value;
      const { values, problems } = readPrescription(draft);
      return { source: 'typed', values, problems };
    }
    case 'saved': {
      const shopper = await shopperOf(context);
      if (!shopper) throw new RefusedError(SAVED_PRESCRIPTION_SIGN_IN);
      const saved = await prescriptionForLenses(shopper.userId, value.id);
      return {
        source: 'saved',
        values: saved.values,
        problems: {},
        savedId: value.id,
        imageKey: saved.imageKey ?? undefined,
      };
    }
    case 'later':
      return { source: 'later', values: null, problems: {} };
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
        problems,
        imageKey: await uploadedPhotoKey(value.upload, context),
      };
    }
  }
}
