import { strongestMeridian, type RulePrescription } from './lens-rules';
import { formatPower } from './prescription-values';

// When a PD measured by the camera is not enough on its own (docs/product.md#pd-measure): the
// shop's optician confirms it with the shopper before the lab makes the lenses. A lens centred
// off the pupil by d cm bends light by d × power prism dioptres (Prentice's rule); the lab's
// tolerance for that is about 0.67 Δ, so from ±2.75 D a PD out by 2.4 mm already breaks it, and the
// camera's iris ruler alone is uncertain by about that much. Progressive lenses place their
// corridor by each eye's PD, and a prism is prescribed for an exact position.

/** The power, in hundredths of a dioptre (either sign, stronger meridian), from which the PD is confirmed. */
export const CONFIRM_PD_FROM_POWER = 275;

export type ConfirmReason = 'progressive' | 'prism' | 'strong';

const FOLLOW = 'our optician will confirm your PD with you before your glasses go to the lab.';

export const CONFIRM_MESSAGES = {
  progressive: `Progressive lenses need your PD to the half millimetre: ${FOLLOW}`,
  prism: `Your prescription has a prism, which must sit exactly in front of each eye: ${FOLLOW}`,
  strong: (power: number) => `Your ${formatPower(power)} prescription needs an exact PD: ${FOLLOW}`,
} as const;

export interface PdConfirmation {
  reason: ConfirmReason;
  message: string;
}

/**
 * Whether the optician must confirm a measured PD for this lens use (its name, "Progressive" …)
 * and prescription (hundredths, as the lens rules read it; null for a photo's), and the sentence
 * the shopper reads; null when the measured PD serves as it is.
 */
export function pdNeedsOptician(
  lensUse: string,
  prescription: RulePrescription | null,
): PdConfirmation | null {
  if (/progressive/i.test(lensUse)) return { reason: 'progressive', message: CONFIRM_MESSAGES.progressive };
  if (!prescription) return null;
  if (prescription.prism) return { reason: 'prism', message: CONFIRM_MESSAGES.prism };
  const power = strongestMeridian(prescription);
  if (Math.abs(power) >= CONFIRM_PD_FROM_POWER)
    return { reason: 'strong', message: CONFIRM_MESSAGES.strong(power) };
  return null;
}
