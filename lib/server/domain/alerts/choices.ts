import { and, eq, inArray } from 'drizzle-orm';
import type { AlertChoices } from '@/lib/contract/calls/admin/alerts';
import { InvalidInputError } from '@/lib/contract/errors';
import {
  ALERT_LABELS,
  alertKindsFor,
  isStaffAlertKind,
  kindsNotAllowed,
  type StaffAlertKind,
} from '@/lib/shop/staff-alerts';
import { database, type Database } from '@/lib/server/platform/db';
import type { Operator } from '@/lib/server/domain/staff';
import { staffAlertChoices } from './tables';

async function choicesOf(db: Database, operator: Operator): Promise<AlertChoices> {
  const rows = await db
    .select({ kind: staffAlertChoices.kind })
    .from(staffAlertChoices)
    .where(eq(staffAlertChoices.staffId, operator.staffId));
  const chosen = rows.map((row) => row.kind).filter(isStaffAlertKind);
  return {
    choices: alertKindsFor(operator.role).map((kind) => ({
      kind,
      label: ALERT_LABELS[kind],
      chosen: chosen.includes(kind),
    })),
  };
}

/** GET /api/admin/alerts/choices: the e-mails the member's role may ask for, and their ticks. */
export async function alertChoices(operator: Operator): Promise<AlertChoices> {
  return choicesOf(await database(), operator);
}

/**
 * POST /api/admin/alerts/choose: the member's ticks, all at once (docs/operating.md#alerts). A kind
 * of an area the role does not open is refused with a 422 naming `kinds`, so a member cannot ask
 * for mail about what the console would not show them.
 */
export async function chooseAlerts(
  operator: Operator,
  input: { kinds: StaffAlertKind[] },
): Promise<AlertChoices> {
  const refused = kindsNotAllowed(operator.role, input.kinds);
  if (refused.length > 0) {
    const names = refused.map((kind) => `“${ALERT_LABELS[kind]}”`).join(', ');
    throw new InvalidInputError({ kinds: `Your role cannot ask for ${names}.` });
  }
  const db = await database();
  return db.transaction(async (tx) => {
    const kinds = [...new Set(input.kinds)];
    await tx.delete(staffAlertChoices).where(
      and(
        eq(staffAlertChoices.staffId, operator.staffId),
        // the role's own kinds are replaced; ticks kept from an earlier role stay unused
        inArray(staffAlertChoices.kind, alertKindsFor(operator.role)),
      ),
    );
    if (kinds.length > 0) {
      await tx.insert(staffAlertChoices).values(kinds.map((kind) => ({ staffId: operator.staffId, kind })));
    }
    return choicesOf(tx, operator);
  });
}
