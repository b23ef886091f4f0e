import type { Database } from '@/lib/server/platform/db';
import { lensOptions, lensSteps } from '../../platform/db/schema';
import { LENS_OPTIONS, LENS_STEPS } from './data/lens-graph';

/**
 * Adds the steps and options that are missing, by key and code, keeping every row that exists
 * (an operator may have changed it). Runs on every start, so a shop seeded before the lens flow
 * existed gets it too.
 */
export async function ensureLensGraph(db: Database): Promise<void> {
  await db
    .insert(lensSteps)
    .values(LENS_STEPS.map((step, index) => ({ ...step, sort: index + 1 })))
    .onConflictDoNothing({ target: lensSteps.key });
  const rows = LENS_OPTIONS.flatMap(([stepKey, options]) =>
    options.map((option, index) => ({
      stepKey,
      code: option.code,
      name: option.name,
      description: option.description,
      priceCents: option.priceCents,
      isDefault: option.isDefault ?? false,
      forUses: option.forUses ?? null,
      rules: option.rules ?? {},
      path: option.path ?? null,
      sort: index + 1,
    })),
  );
  await db.insert(lensOptions).values(rows).onConflictDoNothing({ target: lensOptions.code });
}
