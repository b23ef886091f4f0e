import type { z } from 'zod';
import type { lensRuleUpdateCall } from '@/lib/contract/calls/admin/lens-rules';
import { InvalidInputError } from '@/lib/contract/errors';
import { lensRuleProblems, type LensRules } from '@/lib/shop/lens-rules';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { readLensRules } from './lens-rules-store';
import { lensRules } from './tables';

// The console's lens rules (docs/operating.md#lens-rules): one rule changed at a time, in one
// transaction with its audit line. The wizard reads the rules per call, so it follows at once.

type UpdateInput = z.infer<typeof lensRuleUpdateCall.input>;

const RULE_NAMES: Readonly<Record<keyof LensRules, string>> = {
  indexByPower: 'recommended index by power',
  requiredIndex: 'required index for strong prescriptions',
  rimIndex: 'index for rimless frames',
  multifocalHeight: 'lens height for progressive and bifocal lenses',
  labRange: "lab's prescription range",
};

/** POST /api/admin/lensRules/list. */
export async function listLensRules(): Promise<{ rules: LensRules }> {
  return { rules: await readLensRules() };
}

/** POST /api/admin/lensRules/update: 422 naming the fields of a rule that does not hold together. */
export async function updateLensRule(input: UpdateInput, actor: AuditActor): Promise<{ rules: LensRules }> {
  const problems = lensRuleProblems(input.key, input.value);
  if (problems.length > 0)
    throw new InvalidInputError(
      Object.fromEntries(problems.map((problem) => [`value.${problem.field}`, problem.message])),
    );
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await readLensRules(tx);
    await tx
      .insert(lensRules)
      .values({ key: input.key, value: input.value })
      .onConflictDoUpdate({ target: lensRules.key, set: { value: input.value, updatedAt: new Date() } });
    await recordAction(tx, actor, {
      action: 'lens-rule.update',
      objectType: 'lens-rule',
      objectId: input.key,
      summary: `Changed the lens rule: ${RULE_NAMES[input.key]}`,
      before: { [input.key]: before[input.key] },
      after: { [input.key]: input.value },
    });
    return { rules: await readLensRules(tx) };
  });
}
