import { auditListCall } from '@/lib/contract/calls/admin/audit';
import { listAuditLog } from '@/lib/server/platform/audit';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(auditListCall, (input) => listAuditLog(input));
