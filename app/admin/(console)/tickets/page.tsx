import type { Metadata } from 'next';
import Link from 'next/link';
import { TICKET_TOPIC_LABELS } from '@/components/content/ticket-topics';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listHref, listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { TicketsTable } from '@/components/admin/tickets/tickets-table';
import styles from '@/components/admin/tickets/tickets.module.css';
import { ticketListCall } from '@/lib/contract/calls/admin/tickets';
import { TICKET_TOPICS } from '@/lib/contract/ticket-rules';
import { listInbox, ticketAssignees, ticketCounts } from '@/lib/server/domain/support';
import { actorOf, requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Tickets' };

const PATH = '/admin/tickets';
const LABELS = {
  status: 'Status',
  assigned: 'Assigned to',
  unreadOnly: 'Unread',
  topic: 'Topic',
  search: 'Search',
};
const STATUSES = [
  { value: 'open', label: 'Waiting for us' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];
const TOPICS = TICKET_TOPICS.map((topic) => ({ value: topic, label: TICKET_TOPIC_LABELS[topic] }));

/** /admin/tickets: the support inbox, newest activity first. */
export default async function TicketsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const operator = await requireOperatorPage('tickets');
  const actor = actorOf(operator);
  const query = listQueryOf(await searchParams);
  const { unreadOnly, ...rest } = query;
  const { input, problems } = parseListQuery(
    ticketListCall.input,
    { ...rest, ...(unreadOnly === 'yes' ? { unreadOnly: true } : {}) },
    LABELS,
  );
  const [page, counts, members] = await Promise.all([
    listInbox(input, actor),
    ticketCounts(actor),
    ticketAssignees(),
  ]);
  const quick = [
    { label: `${counts.unread} unread`, href: listHref(PATH, {}, { unreadOnly: 'yes' }) },
    { label: `${counts.open} waiting for us`, href: listHref(PATH, {}, { status: 'open' }) },
    { label: `${counts.unassigned} unassigned`, href: listHref(PATH, {}, { assigned: 'nobody' }) },
    { label: `${counts.mine} assigned to me`, href: listHref(PATH, {}, { assigned: 'me' }) },
  ];
  return (
    <>
      <ConsolePageHead
        title="Tickets"
        lead="Questions from the contact page, shoppers’ accounts and the shop’s own questions."
      />
      <ul className={styles.counts} aria-label="Quick filters" data-testid="ticket-counts">
        {quick.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <FilterForm path={PATH} label="Filter tickets" problems={problems}>
        <FilterSelect label="Status" name="status" value={query.status} options={STATUSES} />
        <FilterSelect
          label="Assigned to"
          name="assigned"
          value={query.assigned}
          options={[
            { value: 'me', label: 'Me' },
            { value: 'nobody', label: 'Nobody' },
            ...members.list.map((member) => ({
              value: String(member.id),
              label: member.name || member.email,
            })),
          ]}
        />
        <FilterSelect
          label="Unread"
          name="unreadOnly"
          value={query.unreadOnly}
          options={[{ value: 'yes', label: 'Unread only' }]}
        />
        <FilterSelect label="Topic" name="topic" value={query.topic} options={TOPICS} />
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Ticket, e-mail or name"
        />
      </FilterForm>
      <TicketsTable
        tickets={page.list}
        filtered={Object.keys(LABELS).some((key) => key in query)}
        assignees={members.list.map((member) => ({ id: member.id, name: member.name || member.email }))}
      />
      <Pager
        path={PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['ticket', 'tickets']}
      />
    </>
  );
}
