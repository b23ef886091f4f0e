import { lensOptionCheckCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { checkLensOption } from '@/lib/server/lens-options';

export const POST = operatorRouteHandler(lensOptionCheckCall, (input) => checkLensOption(input));
