import Link from 'next/link';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';

export default function ConsoleNotFound() {
  return (
    <>
      <ConsolePageHead
        title="Not found"
        lead="Nothing in the console lives at this address, or it was removed."
      />
      <Link href="/admin" className="button button-secondary">
        Back to the dashboard
      </Link>
    </>
  );
}
