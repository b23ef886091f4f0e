import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/console-page-head';
import styles from '@/components/admin/console-page.module.css';
import { requireOperatorPage } from '@/lib/server/staff';

export const metadata: Metadata = { title: 'Dashboard' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /admin: the dashboard (issue 20 point 7). */
export default async function ConsoleDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const operator = await requireOperatorPage('dashboard');
  const { denied } = await searchParams;
  return (
    <>
      {denied ? (
        <p className={styles.denied} role="alert">
          Your role does not open that part of the console. Ask an owner if you need it.
        </p>
      ) : null}
      <ConsolePageHead title="Dashboard" lead={`Welcome, ${operator.name || operator.email}.`} />
    </>
  );
}
