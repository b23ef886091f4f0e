import { lensOptionCheckCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { checkLensOption } from '@/lib/server/domain/lens-options';

export const POST = operatorRouteHandler(lensOptionCheckCall, (input) => checkLensOption(input));
