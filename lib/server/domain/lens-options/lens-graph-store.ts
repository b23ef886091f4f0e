import { asc, eq } from 'drizzle-orm';
import type { LensGraph } from '@/lib/shop/lens-graph';
import { isLensFlowStep } from '@/lib/shop/lens-names';
import { database } from '@/lib/server/platform/db';
import { lensOptions, lensSteps } from './tables';

/**
 * The lens graph as the operator keeps it: every step, and the options on sale. Read on each
 * call (about fifty small rows), so a price an operator changes applies to the next shopper.
 */
export async function readLensGraph(): Promise<LensGraph> {
  const db = await database();
  const [steps, options] = await Promise.all([
    db.select().from(lensSteps).orderBy(asc(lensSteps.sort)),
    db
      .select()
      .from(lensOptions)
      .where(eq(lensOptions.isActive, true))
      .orderBy(asc(lensOptions.sort), asc(lensOptions.id)),
  ]);
  return {
    steps: steps.flatMap((step) =>
      isLensFlowStep(step.key) ? [{ id: step.id, key: step.key, title: step.title }] : [],
    ),
    options: options.flatMap((option) =>
      isLensFlowStep(option.stepKey)
        ? [
            {
              id: option.id,
              step: option.stepKey,
              code: option.code,
              name: option.name,
              description: option.description,
              priceCents: option.priceCents,
              isDefault: option.isDefault,
              forUses: option.forUses,
              rules: option.rules,
              path: option.path?.filter(isLensFlowStep) ?? null,
              sort: option.sort,
            },
          ]
        : [],
    ),
  };
}
