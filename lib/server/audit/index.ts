// The audit module's front door (DESIGN §1): the log of every operator action (issue 20 point 2).
// Other modules write their lines through it in the transaction of their change; the owner reads it.
import 'server-only';

export { listAuditLog } from './audit-list';
export { COMMAND_LINE, recordAction, type AuditActor } from './record-action';
