import { lensOptionListCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listLensOptionsForConsole } from '@/lib/server/domain/lens-options';

export const POST = operatorRouteHandler(lensOptionListCall, () => listLensOptionsForConsole());
