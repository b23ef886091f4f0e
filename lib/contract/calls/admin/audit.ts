import { z } from 'zod';
import { defineCall, noInput } from '../../call';
import { pageOf } from '../../fields';
import { OPERATOR_TAG, isoDay, paging, searchText } from './fields';

// The audit log, for owners (docs/operating.md#audit-log).

export const auditLineSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actorRole: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditListCall = defineCall({
  method: 'POST',
  path: '/api/admin/audit/list',
  tag: OPERATOR_TAG,
  summary: 'The audit log of operator actions, newest first.',
  description:
    '`actor` matches part of the e-mail, `action` the start of the action (order, order.ship …); `from` and `to` are days, inclusive (UTC). The pickers offer what /api/admin/audit/choices answers.',
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({
    ...paging,
    actor: searchText(),
    action: searchText(60),
    objectType: searchText(40),
    objectId: searchText(60),
    from: isoDay,
    to: isoDay,
  }),
  output: pageOf(auditLineSchema),
});

export const auditChoicesCall = defineCall({
  method: 'GET',
  path: '/api/admin/audit/choices',
  tag: OPERATOR_TAG,
  summary: 'What the audit log’s “who” and “action” pickers offer.',
  description:
    'Every actor (a member’s e-mail, or “command line”) and every action the log holds, by name: a member who has gone is still found (docs/operating.md#audit-log).',
  access: 'operator',
  roles: ['owner'],
  input: noInput,
  output: z.object({ actors: z.array(z.string()), actions: z.array(z.string()) }),
});
