import type { Metadata } from 'next';
import Link from 'next/link';
import { formatCents, formatDay } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import styles from '@/components/admin/ui/console-page.module.css';
import dashboard from '@/components/admin/dashboard/dashboard.module.css';
import type { PageSearchParams } from '@/components/admin/ui/list-params';
import { LowStockTable } from '@/components/admin/dashboard/low-stock-table';
import { dashboardSummary } from '@/lib/server/flows/dashboard';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Dashboard' };

interface Figure {
  label: string;
  value: string;
  note?: string;
  href?: string;
  linkText?: string;
  testId: string;
}

function Figures({ figures }: { figures: Figure[] }) {
  return (
    <ul className={dashboard.figures}>
      {figures.map((figure) => (
        <li key={figure.testId} className={dashboard.figure} data-testid={figure.testId}>
          <span className={dashboard.figureLabel}>{figure.label}</span>
          <span className={dashboard.figureValue}>{figure.value}</span>
          {figure.note ? <span className={dashboard.figureNote}>{figure.note}</span> : null}
          {figure.href ? <Link href={figure.href}>{figure.linkText}</Link> : null}
        </li>
      ))}
    </ul>
  );
}

const orders = (count: number) => `${count.toLocaleString('en-US')} order${count === 1 ? '' : 's'}`;

/** /admin: sales today and this week, the work waiting for the staff, colours running out. */
export default async function ConsoleDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  const operator = await requireOperatorPage('dashboard');
  const { denied } = await searchParams;
  const summary = await dashboardSummary(operator);
  return (
    <>
      {denied ? (
        <p className={styles.denied} role="alert">
          Your role does not open that part of the console. Ask an owner if you need it.
        </p>
      ) : null}
      <ConsolePageHead
        title="Dashboard"
        lead={`Welcome, ${operator.name || operator.email}. Days and weeks are counted in ${summary.timeZone}.`}
      />
      {summary.sales ? (
        <section className={dashboard.section} aria-labelledby="dashboard-sales">
          <h2 id="dashboard-sales" className={dashboard.sectionTitle}>
            Sales
          </h2>
          <Figures
            figures={[
              {
                label: 'Today',
                value: formatCents(summary.sales.today.revenueCents),
                note: `${orders(summary.sales.today.orders)} paid since ${formatDay(summary.dayStartsAt, summary.timeZone)}`,
                testId: 'dashboard-today',
              },
              {
                label: 'This week',
                value: formatCents(summary.sales.week.revenueCents),
                note: `${orders(summary.sales.week.orders)} paid since Monday, ${formatDay(summary.weekStartsAt, summary.timeZone)}`,
                testId: 'dashboard-week',
              },
            ]}
          />
        </section>
      ) : null}
      {summary.work ? (
        <section className={dashboard.section} aria-labelledby="dashboard-work">
          <h2 id="dashboard-work" className={dashboard.sectionTitle}>
            Waiting for the staff
          </h2>
          <Figures
            figures={[
              {
                label: 'Prescriptions to check',
                value: String(summary.work.awaitingPrescriptionCheck),
                note: 'Paid orders whose prescription is not confirmed yet',
                href: '/admin/orders?status=1&hasPrescription=yes&sort=created&direction=asc',
                linkText: 'Open these orders',
                testId: 'dashboard-prescriptions',
              },
              {
                label: 'Orders to ship',
                value: String(summary.work.awaitingShipping),
                note: 'Paid, prescription confirmed or none to check',
                href: '/admin/orders?status=1&sort=created&direction=asc',
                linkText: 'Open orders not shipped',
                testId: 'dashboard-to-ship',
              },
              {
                label: 'After-sales requests',
                value: String(summary.work.openAfterSales),
                note: 'Waiting for an answer',
                href: '/admin/after-sales?state=pending',
                linkText: 'Open the queue',
                testId: 'dashboard-after-sales',
              },
              {
                label: 'Tickets to answer',
                value: String(summary.work.unansweredTickets),
                note: 'Open, or with a message nobody has read',
                href: '/admin/tickets',
                linkText: 'Open the inbox',
                testId: 'dashboard-tickets',
              },
            ]}
          />
        </section>
      ) : null}
      <section className={dashboard.section} aria-labelledby="dashboard-stock">
        <h2 id="dashboard-stock" className={dashboard.sectionTitle}>
          Low stock
        </h2>
        <p className={styles.muted}>
          {summary.lowStock.total === 0
            ? `Every colour has more than ${summary.lowStock.threshold} frames in stock.`
            : `${summary.lowStock.total} colour${summary.lowStock.total === 1 ? ' has' : 's have'} ${summary.lowStock.threshold} or fewer frames left${summary.lowStock.total > summary.lowStock.list.length ? `; the ${summary.lowStock.list.length} with the fewest:` : '.'}`}
        </p>
        {summary.lowStock.list.length > 0 ? (
          <LowStockTable variants={summary.lowStock.list} threshold={summary.lowStock.threshold} />
        ) : null}
      </section>
    </>
  );
}
