import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import styles from '@/components/admin/ui/console-page.module.css';
import staff from '@/components/admin/staff/staff.module.css';
import { StaffAddForm } from '@/components/admin/staff/staff-add-form';
import { StaffTable } from '@/components/admin/staff/staff-table';
import { listStaff, requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Staff' };

/** /admin/staff (owners, docs/operating.md#roles): the members, their roles and access, and new members. */
export default async function StaffPage() {
  await requireOperatorPage('staff');
  const { list } = await listStaff();
  return (
    <>
      <ConsolePageHead title="Staff" lead="Who may sign in to the console, and what each role opens." />
      {/* the members' table across the page, so its last column (Manage) is in view on a desktop
          (docs/operating.md#console-layout); the form for a new member under it */}
      <div className={staff.page}>
        <section aria-labelledby="staff-members">
          <h2 id="staff-members" className="visually-hidden">
            Members
          </h2>
          <StaffTable members={list} />
        </section>
        <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="staff-add">
          <h2 id="staff-add" className={styles.cardTitle}>
            Add a member
          </h2>
          <StaffAddForm />
        </section>
      </div>
    </>
  );
}
