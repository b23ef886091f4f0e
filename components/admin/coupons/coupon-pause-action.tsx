'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { couponPause } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';

const MOVES = {
  pause: {
    label: 'Pause',
    question:
      'Pause it? It leaves the coupons page, cannot be claimed, and checkout refuses it, also for shoppers who already hold it.',
    done: 'Paused: shoppers can no longer claim or use it.',
  },
  resume: {
    label: 'Resume',
    question: 'Resume it? Shoppers who hold it can use it again, and it can be claimed if it is claimable.',
    done: 'Resumed: shoppers can claim and use it again.',
  },
} as const;

/**
 * Pause / Resume a coupon, asked once before it is done. An ended coupon has nothing to pause:
 * change its end date to run it again.
 */
export function CouponPauseAction({ id, active, ended }: { id: number; active: boolean; ended: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const move = MOVES[active ? 'pause' : 'resume'];
  return (
    <div>
      {ended ? (
        <p className={formStyles.notice}>It has ended: set a later end date below to run it again.</p>
      ) : (
        <button
          type="button"
          className={active ? 'button button-secondary' : 'button'}
          aria-haspopup="dialog"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
          data-testid="coupon-pause"
        >
          {move.label}…
        </button>
      )}
      <p className={done ? formStyles.done : 'visually-hidden'} role="status" data-testid="coupon-pause-done">
        {done ?? ''}
      </p>
      {open ? (
        <ActionDialog
          title={`${move.label} the coupon`}
          intro={move.question}
          testId="coupon-pause-dialog"
          fields={[] as const}
          initial={{}}
          send={async () => {
            await callConsole(couponPause, { id, paused: active });
            return move.done;
          }}
          submitLabel={move.label}
          busyLabel="Saving…"
          danger={active}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
            router.refresh();
          }}
        >
          {() => null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
