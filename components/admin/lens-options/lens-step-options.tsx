'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { lensOptionMove, lensOptionSetActive } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminLensStep } from '@/lib/contract/calls/admin/lens-options';
import { formatCents } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { LensOptionDialog } from './lens-option-dialog';

/** One step's options in order: move up or down, on sale or not, and the edit dialog with its check. */
export function LensStepOptions({ step }: { step: AdminLensStep }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const run = async (id: number, action: () => Promise<unknown>) => {
    if (busy !== null) return;
    setBusy(id);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const open = step.options.find((option) => option.id === editing);
  return (
    <>
      {error ? (
        <p role="alert" className={formStyles.formError}>
          {error}
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Price</th>
            <th scope="col">State</th>
            <th scope="col">Order</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {step.options.map((option, index) => (
            <tr key={option.id} data-testid={`lens-option-${option.code}`}>
              <td>
                {option.name} <small>({option.code})</small>
                {option.isDefault ? <small> · recommended</small> : null}
              </td>
              <td>{formatCents(option.priceCents)}</td>
              <td>{option.active ? 'On sale' : 'Out of sale'}</td>
              <td>
                <button
                  type="button"
                  disabled={index === 0 || busy !== null}
                  onClick={() =>
                    run(option.id, () => callConsole(lensOptionMove, { id: option.id, direction: 'up' }))
                  }
                  aria-label={`Move ${option.name} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === step.options.length - 1 || busy !== null}
                  onClick={() =>
                    run(option.id, () => callConsole(lensOptionMove, { id: option.id, direction: 'down' }))
                  }
                  aria-label={`Move ${option.name} down`}
                >
                  ↓
                </button>
              </td>
              <td>
                <button type="button" onClick={() => setEditing(option.id)}>
                  Edit
                </button>{' '}
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    run(option.id, () =>
                      callConsole(lensOptionSetActive, { id: option.id, active: !option.active }),
                    )
                  }
                >
                  {option.active ? 'Take out of sale' : 'Put on sale'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open ? <LensOptionDialog option={open} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
