import { operatorProfileCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updateOwnProfile } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorProfileCall, (input, operator) =>
  updateOwnProfile(input, operator),
);
