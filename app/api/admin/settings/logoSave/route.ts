import { storeSettingsLogoSaveCall } from '@/lib/contract/calls/admin/store-settings';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { uploadStoreLogo } from '@/lib/server/flows/store-logo';

export const POST = operatorRouteHandler(storeSettingsLogoSaveCall, (input, operator) =>
  uploadStoreLogo(input.file, actorOf(operator)),
);
