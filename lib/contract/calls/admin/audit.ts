import { z } from 'zod';
import { defineCall } from '../../call';
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
    '`actor` matches part of the e-mail, `action` the start of the action (order, order.ship …); `from` and `to` are days, inclusive (UTC).',
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
