import { lensRulePreviewCall } from '@/lib/contract/calls/admin/lens-rules';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { previewLensRules } from '@/lib/server/domain/lens-options';

export const POST = operatorRouteHandler(lensRulePreviewCall, (input) => previewLensRules(input));
