import { operatorEnableTwoFactorCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { enableTwoFactor } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorEnableTwoFactorCall, (input, operator) =>
  enableTwoFactor(input, operator),
);
