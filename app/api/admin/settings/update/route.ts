import { storeSettingsUpdateCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { actorOf } from '@/lib/server/domain/staff';
import { updateStoreSettings } from '@/lib/server/domain/store-settings';

export const POST = operatorRouteHandler(storeSettingsUpdateCall, async (input, operator) =>
  withPoliciesNow(await updateStoreSettings(input, actorOf(operator))),
);
