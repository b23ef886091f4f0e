import { productUpdateCall } from '@/lib/contract/calls/admin/products';
import { updateProduct } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { variantsInUse } from '../variants-in-use';

export const POST = operatorRouteHandler(productUpdateCall, (input, operator) =>
  updateProduct(input, actorOf(operator), variantsInUse),
);
