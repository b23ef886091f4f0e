// Staff alerts (docs/operating.md#alerts): a member's e-mail choices and the header's notifications.
import { addressOf } from '@/lib/contract/address';
import type {
  alertChooseCall,
  notificationReadCall,
  notificationsCall,
  notificationsReadAllCall,
} from '@/lib/contract/calls/admin/alerts';

export const alertChoose = addressOf<typeof alertChooseCall>('POST', '/api/admin/alerts/choose');
export const notificationsList = addressOf<typeof notificationsCall>('GET', '/api/admin/notifications/list');
export const notificationRead = addressOf<typeof notificationReadCall>(
  'POST',
  '/api/admin/notifications/read',
);
export const notificationsReadAll = addressOf<typeof notificationsReadAllCall>(
  'POST',
  '/api/admin/notifications/readAll',
);
