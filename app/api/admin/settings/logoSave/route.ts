import { storeSettingsLogoSaveCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { actorOf } from '@/lib/server/domain/staff';
import { uploadStoreLogo } from '@/lib/server/flows/store-logo';

export const POST = operatorRouteHandler(storeSettingsLogoSaveCall, async (input, operator) =>
  withPoliciesNow(await uploadStoreLogo(input.file, actorOf(operator))),
);
