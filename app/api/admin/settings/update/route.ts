import { storeSettingsUpdateCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { updateStoreSettings } from '@/lib/server/domain/store-settings';

export const POST = operatorRouteHandler(storeSettingsUpdateCall, (input, operator) =>
  updateStoreSettings(input, actorOf(operator)),
);
