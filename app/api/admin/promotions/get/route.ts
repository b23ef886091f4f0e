import { promotionGetCall } from '@/lib/contract/calls/admin/promotions';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { getPromotions } from '@/lib/server/domain/promotions';

export const POST = operatorRouteHandler(promotionGetCall, () => getPromotions());
