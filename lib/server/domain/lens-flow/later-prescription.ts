import type { PrescriptionChoice } from '@/lib/contract/calls/process';
import { InvalidInputError, RefusedError } from '@/lib/contract/errors';
import { prescriptionProblems, SELECTION_MESSAGES } from '@/lib/shop/lens-selection';
import { requireShopper } from '@/lib/server/domain/accounts';
import type { CartLens } from '@/lib/server/domain/cart';
import { readLensGraph } from '@/lib/server/domain/lens-options';
import { savedPrescriptionNames } from '@/lib/server/domain/prescriptions';
import type { CallContext } from '@/lib/server/platform/call-context';
import { resolvePrescriptionChoice } from './prescription-choice';
import { storedPrescription } from './stored-prescription';

/** A prescription read for an order's lens use, as a line's lens record keeps it, with its saved name. */
export interface PrescriptionForOrder {
  prescription: NonNullable<CartLens['prescription']>;
  savedName: string | null;
}

/**
 * A prescription sent after ordering (docs/product.md#prescription-later), read as the wizard
 * reads one: typed values through the shop's rules, a saved one from the caller's own book, or the
 * caller's own upload; then the lens use's rules that need its values (ADD, PD). Values that
 * cannot be kept answer 422 by field; a missing prescription answers code 0.
 */
export async function prescriptionForOrder(
  choice: PrescriptionChoice,
  lensUseCode: string,
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<PrescriptionForOrder> {
  const resolved = await resolvePrescriptionChoice(
    [{ type: 'prescription', value: choice, price: 0 }],
    context,
  );
  if (!resolved || resolved.source === 'later') throw new RefusedError(SELECTION_MESSAGES.prescriptionNeeded);
  const graph = await readLensGraph();
  const lensUse = graph.options.find((option) => option.step === 'lens_use' && option.code === lensUseCode);
  const problems = lensUse
    ? prescriptionProblems(resolved, lensUse)
    : Object.keys(resolved.problems).length > 0
      ? resolved.problems
      : null;
  if (typeof problems === 'string') throw new RefusedError(problems);
  if (problems) throw new InvalidInputError(problems);
  let savedName: string | null = null;
  if (resolved.savedId !== undefined) {
    const { userId } = await requireShopper(context);
    savedName = (await savedPrescriptionNames(userId, [resolved.savedId])).get(resolved.savedId) ?? null;
  }
  return {
    prescription: storedPrescription(resolved),
    savedName,
  };
}

/** Whether the lens use asks for ADD (progressive, bifocal) or refuses it, as the wizard's step is told. */
export async function lensUseAddition(lensUseCode: string): Promise<'required' | 'refused'> {
  const graph = await readLensGraph();
  const lensUse = graph.options.find((option) => option.step === 'lens_use' && option.code === lensUseCode);
  return lensUse?.rules.addition === 'required' ? 'required' : 'refused';
}
