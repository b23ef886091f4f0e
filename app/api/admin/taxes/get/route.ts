import { taxGetCall } from '@/lib/contract/calls/admin/taxes';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { getTaxes } from '@/lib/server/domain/taxes';

export const POST = operatorRouteHandler(taxGetCall, () => getTaxes());
