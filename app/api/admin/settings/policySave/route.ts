import { storeSettingsPolicySaveCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { saveStorePolicy } from '@/lib/server/domain/store-settings';

export const POST = operatorRouteHandler(storeSettingsPolicySaveCall, (input, operator) =>
  saveStorePolicy(input.kind, input.markdown, actorOf(operator)),
);
