import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminLensOption,
  AdminLensStep,
  LensOptionReachAnswer,
  lensOptionCheckCall,
  lensOptionCreateCall,
  lensOptionUpdateCall,
} from '@/lib/contract/calls/admin/lens-options';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import type { LensOptionRules } from '@/lib/shop/lens-graph';
import { lensOptionProblems, lensOptionReach, movedOrder } from '@/lib/shop/lens-graph-check';
import { isLensFlowStep, type LensFlowStep } from '@/lib/shop/lens-names';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { framesForLensRules } from '@/lib/server/domain/catalog';
import { readLensRules } from '@/lib/server/domain/lens-rules';
import { DEFAULT_LENS_RULES, type LensRules } from '@/lib/shop/lens-rules';
import { lensRulesReach } from '@/lib/shop/lens-rules-reach';
import { database, type Database } from '@/lib/server/platform/db';
import { lensOptions, lensSteps } from './tables';

// The console's lens options. Every change is one transaction with its audit line; the wizard reads
// the graph per call (lens-graph-store.ts), so it answers the change at once. Cart lines keep the
// lens price they were added at (cart/priced-cart.ts), so no line is re-priced.

type OptionRow = typeof lensOptions.$inferSelect;
type UpdateInput = z.infer<typeof lensOptionUpdateCall.input>;
type CreateInput = z.infer<typeof lensOptionCreateCall.input>;
type CheckInput = z.infer<typeof lensOptionCheckCall.input>;

/** The rules as stored: an absent rule is left out, so the jsonb reads like the seed's. */
function storedRules(rules: LensOptionRules): LensOptionRules {
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined));
}

function stepOf(row: OptionRow): LensFlowStep {
  if (!isLensFlowStep(row.stepKey)) throw new Error(`lens option ${row.code} in an unknown step`);
  return row.stepKey;
}

function toAdminOption(row: OptionRow): AdminLensOption {
  return {
    id: row.id,
    step: stepOf(row),
    code: row.code,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    isDefault: row.isDefault,
    forUses: row.forUses,
    rules: row.rules,
    path: row.path?.filter(isLensFlowStep) ?? null,
    active: row.isActive,
    sort: row.sort,
  };
}

/** The option as the audit log keeps it before and after a change. */
const audited = (row: OptionRow) => {
  const { id: _id, sort: _sort, ...rest } = toAdminOption(row);
  return rest;
};

/** The lens uses' codes: what an option's forUses may name. */
async function lensUseCodes(db: Pick<Database, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ code: lensOptions.code })
    .from(lensOptions)
    .where(eq(lensOptions.stepKey, 'lens_use'));
  return rows.map((row) => row.code);
}

async function refuseProblems(
  db: Pick<Database, 'select'>,
  step: LensFlowStep,
  input: { rules: LensOptionRules; forUses: string[] | null; path: LensFlowStep[] | null },
) {
  const problems = lensOptionProblems({ step, ...input }, await lensUseCodes(db));
  if (problems.length > 0)
    throw new InvalidInputError(
      Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
    );
}

async function lockedOption(tx: Database, id: number): Promise<OptionRow> {
  const [row] = await tx.select().from(lensOptions).where(eq(lensOptions.id, id)).for('update');
  if (!row) throw new NotFoundError('The lens option');
  return row;
}

/** POST /api/admin/lensOptions/list: every step with all its options, on sale or not, in order. */
export async function listLensOptionsForConsole(): Promise<{ steps: AdminLensStep[] }> {
  const db = await database();
  const [steps, options] = await Promise.all([
    db.select().from(lensSteps).orderBy(asc(lensSteps.sort)),
    db.select().from(lensOptions).orderBy(asc(lensOptions.sort), asc(lensOptions.id)),
  ]);
  return {
    steps: steps.flatMap((step) =>
      isLensFlowStep(step.key)
        ? [
            {
              key: step.key,
              title: step.title,
              options: options.filter((option) => option.stepKey === step.key).map(toAdminOption),
            },
          ]
        : [],
    ),
  };
}

/** POST /api/admin/lensOptions/update. */
export async function updateLensOption(input: UpdateInput, actor: AuditActor): Promise<AdminLensOption> {
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await lockedOption(tx, input.id);
    const step = stepOf(before);
    await refuseProblems(tx, step, input);
    const [after] = await tx
      .update(lensOptions)
      .set({
        name: input.name,
        description: input.description,
        priceCents: input.priceCents,
        isDefault: input.isDefault,
        forUses: input.forUses,
        rules: storedRules(input.rules),
        path: input.path,
      })
      .where(eq(lensOptions.id, input.id))
      .returning();
    if (!after) throw new NotFoundError('The lens option');
    const priceNote =
      before.priceCents === after.priceCents
        ? ''
        : ` (price ${before.priceCents} → ${after.priceCents} cents)`;
    await recordAction(tx, actor, {
      action: 'lens-option.update',
      objectType: 'lens-option',
      objectId: after.code,
      summary: `Changed the lens option ${after.name}${priceNote}`,
      before: audited(before),
      after: audited(after),
    });
    return toAdminOption(after);
  });
}

/** POST /api/admin/lensOptions/create: a new option, last in its step. */
export async function createLensOption(input: CreateInput, actor: AuditActor): Promise<AdminLensOption> {
  const db = await database();
  return db.transaction(async (tx) => {
    await refuseProblems(tx, input.step, input);
    // a lens use named by forUses of other options is found by its code: codes are never reused
    const [taken] = await tx
      .select({ id: lensOptions.id })
      .from(lensOptions)
      .where(eq(lensOptions.code, input.code))
      .limit(1);
    if (taken)
      throw new InvalidInputError({ code: `The code ${input.code} is already used by another option.` });
    const inStep = await tx
      .select({ sort: lensOptions.sort })
      .from(lensOptions)
      .where(eq(lensOptions.stepKey, input.step));
    const sort = inStep.reduce((last, row) => Math.max(last, row.sort), 0) + 10;
    const [row] = await tx
      .insert(lensOptions)
      .values({
        stepKey: input.step,
        code: input.code,
        name: input.name,
        description: input.description,
        priceCents: input.priceCents,
        isDefault: input.isDefault,
        forUses: input.forUses,
        rules: storedRules(input.rules),
        path: input.path,
        isActive: input.active,
        sort,
      })
      .onConflictDoNothing({ target: lensOptions.code })
      .returning();
    // two operators adding the same code at once: the unique key decides, the other hears why
    if (!row)
      throw new InvalidInputError({ code: `The code ${input.code} is already used by another option.` });
    await recordAction(tx, actor, {
      action: 'lens-option.create',
      objectType: 'lens-option',
      objectId: row.code,
      summary: `Added the lens option ${row.name} to ${row.stepKey}`,
      after: audited(row),
    });
    return toAdminOption(row);
  });
}

/** POST /api/admin/lensOptions/setActive: on sale or not; never deleted (cart lines name it). */
export async function setLensOptionActive(
  input: { id: number; active: boolean },
  actor: AuditActor,
): Promise<AdminLensOption> {
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await lockedOption(tx, input.id);
    if (before.isActive === input.active) return toAdminOption(before);
    const [after] = await tx
      .update(lensOptions)
      .set({ isActive: input.active })
      .where(eq(lensOptions.id, input.id))
      .returning();
    if (!after) throw new NotFoundError('The lens option');
    await recordAction(tx, actor, {
      action: input.active ? 'lens-option.enable' : 'lens-option.disable',
      objectType: 'lens-option',
      objectId: after.code,
      summary: `${input.active ? 'Put' : 'Took'} the lens option ${after.name} ${input.active ? 'on' : 'out of'} sale`,
      before: { active: before.isActive },
      after: { active: after.isActive },
    });
    return toAdminOption(after);
  });
}

/** POST /api/admin/lensOptions/move: one place up or down; the step is renumbered 10, 20, 30 … */
export async function moveLensOption(
  input: { id: number; direction: 'up' | 'down' },
  actor: AuditActor,
): Promise<AdminLensStep> {
  const db = await database();
  return db.transaction(async (tx) => {
    const moved = await lockedOption(tx, input.id);
    const step = stepOf(moved);
    // the whole step is locked, so two moves at once renumber one after the other
    const rows = await tx
      .select()
      .from(lensOptions)
      .where(eq(lensOptions.stepKey, step))
      .orderBy(asc(lensOptions.sort), asc(lensOptions.id))
      .for('update');
    const before = rows.map((row) => row.id);
    const order = movedOrder(before, input.id, input.direction);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const updated: OptionRow[] = [];
    for (const [index, id] of order.entries()) {
      const row = byId.get(id);
      if (!row) continue;
      const sort = (index + 1) * 10;
      if (row.sort === sort) {
        updated.push(row);
        continue;
      }
      const [after] = await tx.update(lensOptions).set({ sort }).where(eq(lensOptions.id, id)).returning();
      updated.push(after ?? row);
    }
    if (order.some((id, index) => id !== before[index])) {
      const code = (id: number) => byId.get(id)?.code ?? String(id);
      await recordAction(tx, actor, {
        action: 'lens-option.move',
        objectType: 'lens-option',
        objectId: moved.code,
        summary: `Moved the lens option ${moved.name} ${input.direction}`,
        before: { order: before.map(code) },
        after: { order: order.map(code) },
      });
    }
    const [stepRow] = await tx.select().from(lensSteps).where(eq(lensSteps.key, step)).limit(1);
    return { key: step, title: stepRow?.title ?? step, options: updated.map(toAdminOption) };
  });
}

/** POST /api/admin/lensOptions/check: the frames and prescriptions the option (or a draft of its rules) applies to. */
export async function checkLensOption(input: CheckInput): Promise<LensOptionReachAnswer> {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.id, input.id)).limit(1);
  if (!row) throw new NotFoundError('The lens option');
  const option = toAdminOption(row);
  const rules = input.rules ? storedRules(input.rules) : option.rules;
  const forUses = input.forUses === undefined ? option.forUses : input.forUses;
  const [frames, lensRules] = await Promise.all([framesForLensRules(), readLensRules()]);
  return lensOptionReach({ ...option, rules, forUses }, frames, lensRules);
}

/** POST /api/admin/lensRules/preview: which frames and powers each lens rule hits (a draft, or the saved rules). */
export async function previewLensRules(input: { rules?: LensRules | undefined }) {
  const [frames, saved] = await Promise.all([framesForLensRules(), input.rules ? null : readLensRules()]);
  return lensRulesReach(input.rules ?? saved ?? DEFAULT_LENS_RULES, frames);
}
