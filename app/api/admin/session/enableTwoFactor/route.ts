import { operatorEnableTwoFactorCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/http';
import { enableTwoFactor } from '@/lib/server/staff';

export const POST = operatorRouteHandler(operatorEnableTwoFactorCall, (input, operator) =>
  enableTwoFactor(input, operator),
);
