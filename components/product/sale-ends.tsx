'use client';

import { useSyncExternalStore } from 'react';

function remaining(endsAt: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(endsAt) - now) / 1000);
  if (seconds <= 0) return null;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h ${minutes}m` : `${hours}h ${minutes}m ${seconds % 60}s`;
}

function everySecond(tick: () => void): () => void {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noClockOnServer = () => null;

/**
 * When the flash sale ends: the date in the server HTML, a live countdown once the browser
 * has the clock (rendering the countdown on the server would differ at hydration).
 */
export function SaleEnds({ endsAt }: { endsAt: string }) {
  const now = useSyncExternalStore(everySecond, currentSecond, noClockOnServer);
  const left = now === null ? null : remaining(endsAt, now);
  return (
    <p data-testid="sale-ends">
      Flash sale ends{' '}
      <time dateTime={endsAt}>
        {left ? `in ${left}` : new Date(endsAt).toUTCString().replace(/:\d\d GMT$/, ' UTC')}
      </time>
    </p>
  );
}
