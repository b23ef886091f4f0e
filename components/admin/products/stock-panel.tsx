'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormField } from '@/components/content/form-field';
import type { StockEntry, VariantView } from '@/lib/contract/calls/admin/products';
import { productAdjustStock } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import styles from './product-form.module.css';

const WHOLE = /^[+-]?\d{1,6}$/;

/**
 * Each colour's stock with "Adjust stock…" (a change or a new count, and a reason), and the
 * history of changes made by hand.
 */
export function StockPanel({ variants, history }: { variants: VariantView[]; history: StockEntry[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<VariantView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div data-testid="stock-panel">
      <table className={styles.history}>
        <caption className="visually-hidden">Stock by colour</caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">SKU</th>
            <th scope="col">In stock</th>
            <th scope="col">Low at</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id}>
              <td>{variant.colorName}</td>
              <td>{variant.sku}</td>
              <td>{variant.stock}</td>
              <td>{variant.lowStockThreshold}</td>
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-haspopup="dialog"
                  aria-label={`Adjust stock of ${variant.colorName}`}
                  onClick={() => {
                    setDone(null);
                    setOpen(variant);
                  }}
                  data-testid={`adjust-stock-${variant.sku}`}
                >
                  Adjust stock…
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={done ? formStyles.done : 'visually-hidden'} role="status" data-testid="adjust-stock-done">
        {done ?? ''}
      </p>
      <h3>Stock history</h3>
      {history.length === 0 ? (
        <p>No stock changes made by hand yet.</p>
      ) : (
        <table className={styles.history} data-testid="stock-history">
          <caption className="visually-hidden">Stock changes made by hand, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Colour</th>
              <th scope="col">Change</th>
              <th scope="col">After</th>
              <th scope="col">Reason</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt)}</td>
                <td>{entry.colorName}</td>
                <td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
                <td>{entry.stockAfter}</td>
                <td>{entry.reason}</td>
                <td>{entry.by ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open ? (
        <ActionDialog
          title={`Adjust stock: ${open.colorName}`}
          intro={`${open.sku} has ${open.stock} in stock. Give the change (+12 received, -1 damaged) or the count on the shelf.`}
          testId="adjust-stock"
          fields={['how', 'amount', 'reason'] as const}
          initial={{ how: 'delta', amount: '', reason: '' }}
          check={(values) => {
            const problems: { amount?: string; reason?: string } = {};
            if (
              !WHOLE.test(values.amount.trim()) ||
              (values.how === 'count' && values.amount.trim().startsWith('-'))
            )
              problems.amount =
                values.how === 'count' ? 'Enter the count, like 24.' : 'Enter the change, like +12 or -1.';
            if (values.reason.trim().length < 3) problems.reason = 'Give the reason for the change.';
            return problems;
          }}
          send={async (values) => {
            const amount = Number(values.amount.trim());
            const answer = await callConsole(productAdjustStock, {
              variantId: open.id,
              ...(values.how === 'count' ? { count: amount } : { delta: amount }),
              reason: values.reason.trim(),
            });
            return `${open.sku} now has ${answer.stock} in stock.`;
          }}
          submitLabel="Save the change"
          busyLabel="Saving…"
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
            router.refresh();
          }}
        >
          {(form) => (
            <>
              <fieldset className={formStyles.fieldset}>
                <legend>Change by</legend>
                {(
                  [
                    ['delta', 'A change (+ or −)'],
                    ['count', 'A new count'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className={formStyles.choice}>
                    <input
                      type="radio"
                      name={`${form.id}-how`}
                      value={value}
                      checked={form.values.how === value}
                      onChange={() => form.change('how', value)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              <FormField
                id={`${form.id}-amount`}
                label={form.values.how === 'count' ? 'Count' : 'Change'}
                error={form.errors.amount}
              >
                {(props) => (
                  <input
                    {...props}
                    ref={form.register('amount')}
                    inputMode="numeric"
                    value={form.values.amount}
                    onChange={(event) => form.change('amount', event.target.value)}
                    data-testid="adjust-stock-amount"
                  />
                )}
              </FormField>
              <FormField
                id={`${form.id}-reason`}
                label="Reason"
                hint="Kept in the stock history and the audit log."
                error={form.errors.reason}
              >
                {(props) => (
                  <input
                    {...props}
                    ref={form.register('reason')}
                    value={form.values.reason}
                    onChange={(event) => form.change('reason', event.target.value)}
                    data-testid="adjust-stock-reason"
                  />
                )}
              </FormField>
            </>
          )}
        </ActionDialog>
      ) : null}
    </div>
  );
}
