import { z } from 'zod';
import { STAFF_ALERT_KINDS } from '@/lib/shop/staff-alerts';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';

// Staff alerts (docs/operating.md#alerts): the e-mails a member asks for under "Your account", and
// the console header's notification list. Every role keeps its own; a role is offered and shown
// only the events of the areas it opens.

const alertChoicesSchema = z.object({
  /** The events the member's role may ask for, in order, with whether the member ticked each. */
  choices: z.array(z.object({ kind: z.enum(STAFF_ALERT_KINDS), label: z.string(), chosen: z.boolean() })),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

export const alertChoicesCall = defineCall({
  method: 'GET',
  path: '/api/admin/alerts/choices',
  tag: OPERATOR_TAG,
  summary: 'The e-mails the signed-in member may ask for, and which they asked for.',
  access: 'operator',
  input: noInput,
  output: alertChoicesSchema,
});

export const alertChooseCall = defineCall({
  method: 'POST',
  path: '/api/admin/alerts/choose',
  tag: OPERATOR_TAG,
  summary: 'Chooses the e-mails the signed-in member gets; the kinds not listed are not mailed.',
  description:
    'Code 422 naming `kinds` when one of them belongs to an area the member’s role does not open (docs/operating.md#alerts).',
  access: 'operator',
  input: z.strictObject({ kinds: z.array(z.enum(STAFF_ALERT_KINDS)).max(STAFF_ALERT_KINDS.length) }),
  output: alertChoicesSchema,
});

const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_ALERT_KINDS),
  title: z.string(),
  /** The console page of the object. */
  href: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

const notificationsSchema = z.object({
  /** Unread events of the last days the list covers. */
  unread: z.number().int(),
  list: z.array(notificationSchema),
});
export type StaffNotifications = z.infer<typeof notificationsSchema>;

export const notificationsCall = defineCall({
  method: 'GET',
  path: '/api/admin/notifications/list',
  tag: OPERATOR_TAG,
  summary: 'The recent events the member’s role may see, newest first, with the unread count.',
  description: 'Polled by the console header every 20 s while the tab is visible; small on purpose.',
  access: 'operator',
  input: noInput,
  output: notificationsSchema,
});

export const notificationReadCall = defineCall({
  method: 'POST',
  path: '/api/admin/notifications/read',
  tag: OPERATOR_TAG,
  summary: 'Marks one event read for the signed-in member only.',
  description: 'Code 404 for an event the member’s role may not see.',
  access: 'operator',
  input: z.strictObject({ id: rowId() }),
  output: notificationsSchema,
});

export const notificationsReadAllCall = defineCall({
  method: 'POST',
  path: '/api/admin/notifications/readAll',
  tag: OPERATOR_TAG,
  summary: 'Marks every event of the list read for the signed-in member only.',
  access: 'operator',
  input: noInput,
  output: notificationsSchema,
});

export const ALERT_CALLS: readonly CallContract[] = [
  alertChoicesCall,
  alertChooseCall,
  notificationsCall,
  notificationReadCall,
  notificationsReadAllCall,
];
