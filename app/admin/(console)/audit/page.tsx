import type { Metadata } from 'next';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { auditListCall } from '@/lib/contract/calls/admin/audit';
import { listAuditLog } from '@/lib/server/platform/audit';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Audit log' };

const PATH = '/admin/audit';
const LABELS = {
  actor: 'Who',
  action: 'Action',
  objectType: 'Object type',
  objectId: 'Object',
  from: 'From',
  to: 'To',
};

/**
 * /admin/audit (owners, docs/operating.md#audit-log): every operator action, filtered by who, what
 * and when.
 */
export default async function AuditPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('audit');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(auditListCall.input, query, LABELS);
  const page = await listAuditLog(input);
  const filtered = Object.keys(LABELS).some((key) => key in query);
  return (
    <>
      <ConsolePageHead title="Audit log" lead="Who did what, to which object, and when (times in UTC)." />
      <FilterForm path={PATH} label="Filter the audit log" problems={problems}>
        <FilterInput label={LABELS.actor} name="actor" value={query.actor} placeholder="part of an e-mail" />
        <FilterInput
          label={LABELS.action}
          name="action"
          value={query.action}
          placeholder="order.ship, staff …"
        />
        <FilterInput
          label={LABELS.objectType}
          name="objectType"
          value={query.objectType}
          placeholder="order, staff …"
        />
        <FilterInput
          label={LABELS.objectId}
          name="objectId"
          value={query.objectId}
          placeholder="order number, e-mail …"
        />
        <FilterInput label={LABELS.from} name="from" type="date" value={query.from} />
        <FilterInput label={LABELS.to} name="to" type="date" value={query.to} />
      </FilterForm>
      <AuditTable lines={page.list} filtered={filtered} />
      <Pager
        path={PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['entry', 'entries']}
      />
    </>
  );
}
