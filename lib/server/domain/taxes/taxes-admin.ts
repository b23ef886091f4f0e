import type { z } from 'zod';
import type { taxUpdateCall } from '@/lib/contract/calls/admin/taxes';
import { InvalidInputError } from '@/lib/contract/errors';
import { normalPostcode } from '@/lib/shop/tax-rules';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { TAX_SETTINGS_KEY, forgetTaxes, normalPercent, readTaxTables } from './tax-store';
import { taxRates, taxSettings } from './tables';

// The console's taxes (docs/operating.md#taxes): the settings and the whole list of rates replaced
// in one transaction with its audit line; this process forgets its copy after the commit and the
// others on the change notice.

type UpdateInput = z.infer<typeof taxUpdateCall.input>;
type TaxesAnswer = z.infer<typeof taxUpdateCall.output>;

async function answerOf(db: Pick<Database, 'select'>): Promise<TaxesAnswer> {
  const { settings } = await readTaxTables(db);
  const rows = await db.select().from(taxRates).orderBy(taxRates.id);
  return {
    settings,
    rates: rows.map((row) => ({
      id: row.id,
      countryCode: row.countryCode,
      regionCode: row.regionCode,
      postcodePattern: row.postcodePattern,
      taxClass: row.taxClass as TaxesAnswer['rates'][number]['taxClass'],
      ratePercent: normalPercent(row.ratePercent),
      priority: row.priority,
      name: row.name,
      source: row.source,
      sourceDate: row.sourceDate,
    })),
  };
}

/** POST /api/admin/taxes/get: read from the tables, never from a process's copy. */
export async function getTaxes(): Promise<TaxesAnswer> {
  return answerOf(await database());
}

/**
 * POST /api/admin/taxes/update: 422 naming the second of two rows for the same place and class
 * at the same priority, which no rule could choose between but by their order.
 */
export async function updateTaxes(input: UpdateInput, actor: AuditActor): Promise<TaxesAnswer> {
  const seen = new Map<string, number>();
  const problems: Record<string, string> = {};
  input.rates.forEach((rate, index) => {
    const key = [
      rate.countryCode,
      rate.regionCode,
      normalPostcode(rate.postcodePattern),
      rate.taxClass,
      rate.priority,
    ].join('|');
    const first = seen.get(key);
    if (first !== undefined)
      problems[`rates.${index}`] = `The same place, class and priority as rate ${first + 1}: change one.`;
    else seen.set(key, index);
  });
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
  const db = await database();
  const saved = await db.transaction(async (tx) => {
    const before = await answerOf(tx);
    await tx
      .insert(taxSettings)
      .values({ key: TAX_SETTINGS_KEY, value: input.settings })
      .onConflictDoUpdate({ target: taxSettings.key, set: { value: input.settings, updatedAt: new Date() } });
    await tx.delete(taxRates);
    if (input.rates.length > 0)
      await tx
        .insert(taxRates)
        .values(
          input.rates.map((rate) => ({ ...rate, postcodePattern: normalPostcode(rate.postcodePattern) })),
        );
    const after = await answerOf(tx);
    await recordAction(tx, actor, {
      action: 'taxes.update',
      objectType: 'taxes',
      objectId: TAX_SETTINGS_KEY,
      summary: summaryOf(before, after),
      before,
      after,
    });
    return after;
  });
  forgetTaxes();
  return saved;
}

function summaryOf(before: TaxesAnswer, after: TaxesAnswer): string {
  const rates = `${after.rates.length} rate${after.rates.length === 1 ? '' : 's'}`;
  if (before.settings.enabled && !after.settings.enabled) return `Turned tax off (${rates} kept)`;
  if (!before.settings.enabled && after.settings.enabled) return `Turned tax on with ${rates}`;
  return `Changed the tax settings: ${rates}`;
}
