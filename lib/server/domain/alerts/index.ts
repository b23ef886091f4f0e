// The alerts module's front door (docs/architecture.md#house-rules): the events the staff is told
// of (docs/operating.md#alerts), each member's choice of e-mails, the fan-out of those mails through
// the outbox, and the console header's notification list with each member's reads. Other modules and
// app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { alertChoices, chooseAlerts } from './choices';
export { fanOutStaffEvents, fanOutStaffEventsSoon } from './fan-out';
export { markAllNotificationsRead, markNotificationRead, notificationsFor } from './notifications';
export { raiseStaffEvent } from './raise';
