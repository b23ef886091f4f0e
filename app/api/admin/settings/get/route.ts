import { storeSettingsGetCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { withPoliciesNow } from '@/lib/server/flows/store-policies';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

export const GET = operatorRouteHandler(storeSettingsGetCall, async () =>
  withPoliciesNow(await currentStoreSettings()),
);
