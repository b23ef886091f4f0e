import { taxUpdateCall } from '@/lib/contract/calls/admin/taxes';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updateTaxes } from '@/lib/server/domain/taxes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(taxUpdateCall, (input, operator) =>
  updateTaxes(input, actorOf(operator)),
);
