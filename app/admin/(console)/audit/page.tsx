import type { Metadata } from 'next';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { auditListCall } from '@/lib/contract/calls/admin/audit';
import { auditChoices, listAuditLog } from '@/lib/server/platform/audit';
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

type Choice = { value: string; label: string };

/** Each kind of object once ("every order action", sent as its start "order."), then its actions. */
function actionOptions(actions: readonly string[]): Choice[] {
  const kinds = [...new Set(actions.map((action) => action.split('.')[0] ?? action))];
  return kinds.flatMap((kind) => [
    { value: `${kind}.`, label: `${kind}: every action` },
    ...actions
      .filter((action) => action.startsWith(`${kind}.`))
      .map((action) => ({ value: action, label: action })),
  ]);
}

/**
 * /admin/audit (owners, docs/operating.md#audit-log): every operator action, filtered by who, what
 * and when; who and what are picked from those the log holds, and each object links to its page.
 */
/** The choices, with one the address asks for that the log does not hold (a link kept from before). */
function withAsked(options: Choice[], asked: string | undefined): Choice[] {
  if (!asked || options.some((option) => option.value === asked)) return options;
  return [...options, { value: asked, label: asked }];
}

export default async function AuditPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('audit');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(auditListCall.input, query, LABELS);
  const [page, choices] = await Promise.all([listAuditLog(input), auditChoices()]);
  const filtered = Object.keys(LABELS).some((key) => key in query);
  return (
    <>
      <ConsolePageHead title="Audit log" lead="Who did what, to which object, and when (times in UTC)." />
      <FilterForm path={PATH} label="Filter the audit log" problems={problems}>
        <FilterSelect
          label={LABELS.actor}
          name="actor"
          value={query.actor}
          options={withAsked(
            choices.actors.map((actor) => ({ value: actor, label: actor })),
            query.actor,
          )}
        />
        <FilterSelect
          label={LABELS.action}
          name="action"
          value={query.action}
          options={withAsked(actionOptions(choices.actions), query.action)}
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
