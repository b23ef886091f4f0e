import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import {
  confirmsPrescriptions,
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_HOURS,
  type StaffRole,
} from '@/lib/shop/staff-roles';
import { digestOf, randomToken } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { staffMembers, staffSessions } from './tables';

const SESSION_MS = OPERATOR_SESSION_HOURS * 60 * 60 * 1000;
const IDLE_MS = OPERATOR_IDLE_MINUTES * 60 * 1000;
/** A call moves the idle clock at most once a minute: one write per minute, not one per call. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in operator: the member behind a live console session. */
export interface Operator {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The optician's licence number on their profile, '' when none (docs/operating.md#optician-check). */
  licenceNumber: string;
  /** Granted by an owner; owners always hold it (docs/operating.md#optician-check). */
  mayConfirmPrescriptions: boolean;
}

export async function startOperatorSession(db: Database, staffId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: digestOf(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

/**
 * The operator a token signs in, or null: unknown, signed out, past its 8 hours, idle for 30
 * minutes, or its member disabled. A live session's idle clock starts again.
 */
export async function operatorOfToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Operator | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      staffId: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
      licenceNumber: staffMembers.licenceNumber,
      mayConfirmPrescriptions: staffMembers.mayConfirmPrescriptions,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, digestOf(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        isNull(staffMembers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, row.sessionId), lt(staffSessions.lastSeenAt, now)));
  }
  return {
    staffId: row.staffId,
    sessionId: row.sessionId,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    licenceNumber: row.licenceNumber,
    mayConfirmPrescriptions: confirmsPrescriptions(row.role as StaffRole, row.mayConfirmPrescriptions),
  };
}

export async function endOperatorSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** A member disabled, demoted, or given a new password: every session of theirs ends (but `keep`). */
export async function endMemberSessions(
  db: Database,
  staffId: number,
  now = new Date(),
  keep?: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    );
}
