import type { CallInput } from '@/lib/contract/call';
import type { reviewSaveCall } from '@/lib/contract/calls/review';
import { SignInRequiredError } from '@/lib/contract/errors';
import type { CallContext } from '../http/route-handler';

/**
 * POST /api/review/save: spec §7 lets signed-in buyers of the product review it. Sessions and
 * orders arrive with the accounts issue (issue 4) and the order issues; until then no bearer
 * token can belong to a valid session, so every call answers code 3 (the adapter already did
 * so for a call without a token). Nothing here checks purchases, and nothing is stored.
 */
export async function saveReview(
  _draft: CallInput<typeof reviewSaveCall>,
  _context: CallContext,
): Promise<{ id: number }> {
  throw new SignInRequiredError();
}
