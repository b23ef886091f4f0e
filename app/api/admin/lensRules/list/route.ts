import { lensRuleListCall } from '@/lib/contract/calls/admin/lens-rules';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listLensRules } from '@/lib/server/domain/lens-rules';

export const POST = operatorRouteHandler(lensRuleListCall, () => listLensRules());
