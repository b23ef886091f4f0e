'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { productSetStatus } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { ProductStatus } from '@/lib/shop/product-rules';
import { ActionDialog } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';
import styles from './product-form.module.css';

const MOVES: Record<ProductStatus, { label: string; question: string; done: string }> = {
  published: {
    label: 'Publish',
    question: 'Publish it? Shoppers see and can buy it within seconds, and it joins the sitemap.',
    done: 'Published: the storefront shows it within seconds.',
  },
  draft: {
    label: 'Move to draft',
    question: 'Move it to draft? It leaves the storefront and the sitemap until it is published again.',
    done: 'Moved to draft: it has left the storefront.',
  },
  archived: {
    label: 'Archive',
    question: 'Archive it? It leaves the storefront; its orders keep it. You can publish it again later.',
    done: 'Archived: it has left the storefront.',
  },
};

/** Publish / Move to draft / Archive, each asked once before it is done. */
export function ProductStatusActions({ id, status }: { id: number; status: ProductStatus }) {
  const router = useRouter();
  const [open, setOpen] = useState<ProductStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = (Object.keys(MOVES) as ProductStatus[]).filter((next) => next !== status);
  return (
    <div>
      <div className={styles.actions} role="group" aria-label="Status">
        {moves.map((next) => (
          <button
            key={next}
            type="button"
            className={next === 'published' ? 'button' : 'button button-secondary'}
            aria-haspopup="dialog"
            onClick={() => {
              setDone(null);
              setOpen(next);
            }}
            data-testid={`product-status-${next}`}
          >
            {MOVES[next].label}…
          </button>
        ))}
      </div>
      <p
        className={done ? formStyles.done : 'visually-hidden'}
        role="status"
        data-testid="product-status-done"
      >
        {done ?? ''}
      </p>
      {open ? (
        <ActionDialog
          title={MOVES[open].label}
          intro={MOVES[open].question}
          testId="product-status"
          fields={[] as const}
          initial={{}}
          send={async () => {
            await callConsole(productSetStatus, { id, status: open });
            return MOVES[open].done;
          }}
          submitLabel={MOVES[open].label}
          busyLabel="Saving…"
          danger={open !== 'published'}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
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
