'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * One console move at a time on a server-rendered list: the buttons wait while it runs, the page's
 * data is read again when it is done, and a refusal is shown in the operator's words. `act` says
 * whether the move went through, so a form can clear itself only then.
 */
export function useConsoleAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (move: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await move();
      router.refresh();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, act };
}
