import { lensRuleUpdateCall } from '@/lib/contract/calls/admin/lens-rules';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updateLensRule } from '@/lib/server/domain/lens-rules';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(lensRuleUpdateCall, (input, operator) =>
  updateLensRule(input, actorOf(operator)),
);
