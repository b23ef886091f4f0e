import { productSetStatusCall } from '@/lib/contract/calls/admin/products';
import { setProductStatus } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { variantsInUse } from '../variants-in-use';

export const POST = operatorRouteHandler(productSetStatusCall, (input, operator) =>
  setProductStatus(input, actorOf(operator), variantsInUse),
);
