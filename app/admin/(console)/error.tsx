'use client';

import { ConsoleError } from '@/components/admin/ui/console-error';

export default function ConsolePageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ConsoleError error={error} retry={retry} />;
}
