import { storeSettingsLogoRemoveCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { actorOf } from '@/lib/server/domain/staff';
import { removeStoreLogo } from '@/lib/server/flows/store-logo';

export const POST = operatorRouteHandler(storeSettingsLogoRemoveCall, async (_input, operator) =>
  withPoliciesNow(await removeStoreLogo(actorOf(operator))),
);
