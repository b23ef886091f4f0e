import { lensRulesSchema } from '@/lib/contract/calls/admin/lens-rules';
import { DEFAULT_LENS_RULES, LENS_RULE_KEYS, type LensRules } from '@/lib/shop/lens-rules';
import { database, type Database } from '@/lib/server/platform/db';
import { lensRules } from './tables';

/** The stored rules over the defaults: a rule missing or unreadable in the table keeps its default. */
export function rulesOf(rows: readonly { key: string; value: unknown }[]): LensRules {
  const rules: Record<string, unknown> = { ...DEFAULT_LENS_RULES };
  for (const key of LENS_RULE_KEYS) {
    const row = rows.find((candidate) => candidate.key === key);
    const read = row && lensRulesSchema.shape[key].safeParse(row.value);
    if (read?.success) rules[key] = read.data;
  }
  return lensRulesSchema.parse(rules);
}

/**
 * The lens rules as the operator keeps them (docs/product.md#lens-rules). Read on each call (five
 * small rows), so an edit applies to the next shopper's step and add-to-cart.
 */
export async function readLensRules(db?: Pick<Database, 'select'>): Promise<LensRules> {
  const reader = db ?? (await database());
  return rulesOf(await reader.select({ key: lensRules.key, value: lensRules.value }).from(lensRules));
}
