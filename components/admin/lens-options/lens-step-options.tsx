'use client';

import { useState } from 'react';
import { lensOptionMove, lensOptionSetActive } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminLensOption, AdminLensStep } from '@/lib/contract/calls/admin/lens-options';
import { formatCents } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import page from '../ui/console-page.module.css';
import table from '../ui/data-table.module.css';
import { StatusBadge } from '../ui/status-badge';
import { useConsoleAction } from '../ui/use-console-action';
import { LensOptionAddDialog } from './lens-option-add-dialog';
import { LensOptionDialog } from './lens-option-dialog';
import type { LensUseChoice } from './lens-option-fields';
import styles from './lens-options.module.css';

interface Props {
  step: AdminLensStep;
  lensUses: readonly LensUseChoice[];
  /** The member's role may add and change options (the calls' roles): otherwise the list only. */
  mayChange: boolean;
}

/** Where an option is offered: a lens use's steps, or the lens uses a later step's option is for. */
function offeredUnder(option: AdminLensOption, lensUses: readonly LensUseChoice[]): string {
  if (option.step === 'lens_use') return `then ${option.path?.join(' → ') ?? 'nothing'}`;
  if (option.forUses === null) return 'all lens uses';
  return option.forUses.map((code) => lensUses.find((use) => use.code === code)?.name ?? code).join(', ');
}

/**
 * One lens step's card (docs/operating.md#lens-options): its options in the wizard's order with
 * their price, where they are offered and whether they are on sale; for members who may change
 * them, "Add an option", the edit dialog, move up or down, and take out of sale or put back.
 */
export function LensStepOptions({ step, lensUses, mayChange }: Props) {
  const { busy, error, act } = useConsoleAction();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `step-${step.key}`;
  // the prescription step is the shopper's own prescription form: it has no options to choose
  const takesOptions = step.key !== 'prescription' || step.options.length > 0;

  const run = (move: () => Promise<unknown>) => {
    if (busy) return;
    setDone(null);
    void act(move);
  };
  // the dialog's call went through: read the page's list again, keep the word of what changed
  const finish = (sentence: string) =>
    void act(async () => {
      setEditing(null);
      setAdding(false);
      setDone(sentence);
    });

  const open = step.options.find((option) => option.id === editing);
  return (
    <section className={page.card} aria-labelledby={headingId} data-testid={`lens-step-${step.key}`}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={page.cardTitle}>
          {step.title} <span className={page.muted}>({step.key})</span>
        </h2>
        {mayChange && takesOptions ? (
          <button
            type="button"
            className="button"
            onClick={() => setAdding(true)}
            data-testid={`lens-option-add-${step.key}`}
          >
            Add an option<span className="visually-hidden"> to {step.title}</span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={formStyles.formError}>
          {error}
        </p>
      ) : null}
      <p className={done ? formStyles.done : 'visually-hidden'} role="status">
        {done ?? ''}
      </p>
      {step.options.length === 0 ? (
        <p className={table.empty}>
          {takesOptions ? 'No options yet.' : 'The shopper types the prescription here: no options.'}
        </p>
      ) : (
        // a wide table scrolls inside its own region on a phone, never the page
        <div
          className={`${table.scroll} ${styles.scroll}`}
          role="region"
          aria-label={`${step.title} options`}
          tabIndex={0}
        >
          <table className={table.table}>
            <caption className="visually-hidden">{step.title} options, in the wizard’s order</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col" className={table.numeric}>
                  Price
                </th>
                <th scope="col">Offered</th>
                <th scope="col">State</th>
                {mayChange ? (
                  <>
                    <th scope="col">Order</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {step.options.map((option, index) => (
                <tr key={option.id} data-testid={`lens-option-${option.code}`}>
                  <td>
                    <span className={styles.name}>{option.name}</span>
                    <br />
                    <span className={page.muted}>{option.code}</span>
                    {option.isDefault ? <span className={page.muted}> · recommended</span> : null}
                  </td>
                  <td className={table.numeric}>{formatCents(option.priceCents)}</td>
                  <td>{offeredUnder(option, lensUses)}</td>
                  <td>
                    <StatusBadge tone={option.active ? 'good' : 'closed'}>
                      {option.active ? 'On sale' : 'Out of sale'}
                    </StatusBadge>
                  </td>
                  {mayChange ? (
                    <>
                      <td>
                        <div className={styles.rowButtons}>
                          <button
                            type="button"
                            className={`button button-secondary ${styles.small}`}
                            disabled={index === 0 || busy}
                            onClick={() =>
                              run(() => callConsole(lensOptionMove, { id: option.id, direction: 'up' }))
                            }
                            aria-label={`Move ${option.name} up`}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className={`button button-secondary ${styles.small}`}
                            disabled={index === step.options.length - 1 || busy}
                            onClick={() =>
                              run(() => callConsole(lensOptionMove, { id: option.id, direction: 'down' }))
                            }
                            aria-label={`Move ${option.name} down`}
                          >
                            ↓
                          </button>
                        </div>
                      </td>
                      <td>
                        <div className={styles.rowButtons}>
                          <button
                            type="button"
                            className={`button button-secondary ${styles.small}`}
                            onClick={() => setEditing(option.id)}
                          >
                            Edit<span className="visually-hidden"> {option.name}</span>
                          </button>
                          <button
                            type="button"
                            className={`button button-secondary ${styles.small}`}
                            disabled={busy}
                            onClick={() =>
                              run(() =>
                                callConsole(lensOptionSetActive, { id: option.id, active: !option.active }),
                              )
                            }
                          >
                            {option.active ? 'Take out of sale' : 'Put on sale'}
                            <span className="visually-hidden"> {option.name}</span>
                          </button>
                        </div>
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? (
        <LensOptionDialog
          option={open}
          lensUses={lensUses}
          onClose={() => setEditing(null)}
          onSaved={(saved) => finish(`Saved ${saved.name}.`)}
        />
      ) : null}
      {adding ? (
        <LensOptionAddDialog
          step={step}
          lensUses={lensUses}
          onClose={() => setAdding(false)}
          onAdded={(added) =>
            finish(`Added ${added.name}, last in ${step.title}${added.active ? '' : ', out of sale'}.`)
          }
        />
      ) : null}
    </section>
  );
}
