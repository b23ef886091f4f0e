import { operatorTwoFactorSecretCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { twoFactorEnrolment } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(operatorTwoFactorSecretCall, (_input, operator) =>
  twoFactorEnrolment(operator),
);
