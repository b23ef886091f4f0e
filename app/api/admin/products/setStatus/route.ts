import { productSetStatusCall } from '@/lib/contract/calls/admin/products';
import { setProductStatus } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { variantsInUse } from '../variants-in-use';

export const POST = operatorRouteHandler(productSetStatusCall, (input, operator) =>
  setProductStatus(input, actorOf(operator), variantsInUse),
);
