import { productInfoCall } from '@/lib/contract/calls/admin/products';
import { productInfo } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { variantsInUse } from '../variants-in-use';

export const POST = operatorRouteHandler(productInfoCall, (input) => productInfo(input.id, variantsInUse));
