import { storeSettingsPolicySaveCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { actorOf } from '@/lib/server/domain/staff';
import { saveStorePolicy } from '@/lib/server/domain/store-settings';

export const POST = operatorRouteHandler(storeSettingsPolicySaveCall, async (input, operator) =>
  withPoliciesNow(await saveStorePolicy(input.kind, input.markdown, actorOf(operator))),
);
