// The audit module's front door (docs/architecture.md#house-rules): the log of every operator
// action (docs/operating.md#audit-log). Other modules write their lines through it in the
// transaction of their change; the owner reads it.
import 'server-only';

export { auditChoices } from './audit-choices';
export { listAuditLog } from './audit-list';
export { memberDid } from './audit-lookup';
export { COMMAND_LINE, recordAction, type AuditActor } from './record-action';
