import { auditListCall } from '@/lib/contract/calls/admin/audit';
import { listAuditLog } from '@/lib/server/audit';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(auditListCall, (input) => listAuditLog(input));
