import { operatorTwoFactorSecretCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/http';
import { twoFactorEnrolment } from '@/lib/server/staff';

export const POST = operatorRouteHandler(operatorTwoFactorSecretCall, (_input, operator) =>
  twoFactorEnrolment(operator),
);
