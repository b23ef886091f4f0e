import { lensOptionListCall } from '@/lib/contract/calls/admin/lens-options';
import { operatorRouteHandler } from '@/lib/server/http';
import { listLensOptionsForConsole } from '@/lib/server/lens-options';

export const POST = operatorRouteHandler(lensOptionListCall, () => listLensOptionsForConsole());
