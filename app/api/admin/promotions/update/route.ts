import { promotionUpdateCall } from '@/lib/contract/calls/admin/promotions';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updatePromotions } from '@/lib/server/domain/promotions';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(promotionUpdateCall, (input, operator) =>
  updatePromotions(input, actorOf(operator)),
);
