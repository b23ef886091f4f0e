import { auditChoicesCall } from '@/lib/contract/calls/admin/audit';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { auditChoices } from '@/lib/server/platform/audit';

export const GET = operatorRouteHandler(auditChoicesCall, () => auditChoices());
