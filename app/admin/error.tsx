'use client';

import { ConsoleError } from '@/components/admin/ui/console-error';

/** The console's frame itself failed (the database away): a bare page with its own landmark. */
export default function ConsoleFrameError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="console-main" style={{ padding: '2rem' }}>
      <ConsoleError error={error} retry={retry} />
    </main>
  );
}
