import { productInfoCall } from '@/lib/contract/calls/admin/products';
import { productInfo } from '@/lib/server/catalog';
import { operatorRouteHandler } from '@/lib/server/http';
import { variantsInUse } from '../variants-in-use';

export const POST = operatorRouteHandler(productInfoCall, (input) => productInfo(input.id, variantsInUse));
