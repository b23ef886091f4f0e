'use client';

import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { FormField } from '@/components/content/form-field';
import type { ActionForm } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';
import styles from './refund-lines.module.css';

// The choices of a refund by line (docs/operating.md#refund-by-line): per line how many units and
// which parts, then the shipping, the tax and the stock. The choices live in the dialog's form as
// text (`lines` holds them as JSON), so a change asks the confirmation again like any field.

export type RefundLineField = 'lines' | 'shipping' | 'tax' | 'restock';
type Line = OperatorOrder['lines'][number];

export interface LineChoice {
  quantity: number;
  frame: boolean;
  lenses: boolean;
}
export type LineChoices = Record<string, LineChoice>;

export const choicesOf = (text: string): LineChoices => (text ? (JSON.parse(text) as LineChoices) : {});

/** Every line at 0 units, with each part ticked that still has units left. */
export function firstChoices(lines: readonly Line[]): string {
  return JSON.stringify(
    Object.fromEntries(
      lines.map((line) => [
        line.id,
        {
          quantity: 0,
          frame: line.refunded.frame < line.quantity,
          lenses: line.lens !== null && line.refunded.lenses < line.quantity,
        },
      ]),
    ),
  );
}

/** The units a line may still give back for the parts ticked. */
export function unitsLeft(line: Line, choice: LineChoice): number {
  const done = Math.max(choice.frame ? line.refunded.frame : 0, choice.lenses ? line.refunded.lenses : 0);
  return Math.max(0, line.quantity - done);
}

/** The lines as the calls take them: only those with units and a part chosen. */
export function chosenLines(text: string) {
  return Object.entries(choicesOf(text))
    .filter(([, choice]) => choice.quantity > 0 && (choice.frame || choice.lenses))
    .map(([lineId, choice]) => ({ lineId: Number(lineId), ...choice }));
}

interface Props {
  form: ActionForm<RefundLineField>;
  lines: readonly Line[];
  /** What the shipping cost, or 0; null once it was refunded. */
  shippingCents: number | null;
  shippingLabel: string;
  taxed: boolean;
  /** Why the chosen lines cannot be refunded, from the shop's quote. */
  quoteErrors: { lines?: string; shipping?: string };
}

export function RefundLinesFields({ form, lines, shippingCents, shippingLabel, taxed, quoteErrors }: Props) {
  const choices = choicesOf(form.values.lines);
  const set = (line: Line, change: Partial<LineChoice>) => {
    const current = choices[line.id] ?? { quantity: 0, frame: false, lenses: false };
    const next = { ...current, ...change };
    next.quantity = Math.min(Math.max(0, next.quantity), unitsLeft(line, next));
    form.change('lines', JSON.stringify({ ...choices, [line.id]: next }));
  };
  const linesError = form.errors.lines ?? quoteErrors.lines;
  const shippingError = form.errors.shipping ?? quoteErrors.shipping;
  const tick = (field: 'shipping' | 'tax' | 'restock') => (event: { target: { checked: boolean } }) =>
    form.change(field, event.target.checked ? 'yes' : '');
  return (
    <>
      <div className={styles.lines}>
        {lines.map((line, index) => {
          const choice = choices[line.id] ?? { quantity: 0, frame: false, lenses: false };
          const left = unitsLeft(line, choice);
          return (
            <fieldset key={line.id} className={styles.line} data-testid={`refund-line-${line.id}`}>
              <legend>
                {line.name} · {line.colorName}
              </legend>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`One unit fewer of ${line.name}`}
                  disabled={choice.quantity <= 0}
                  onClick={() => set(line, { quantity: choice.quantity - 1 })}
                >
                  −
                </button>
                <label>
                  <span className="visually-hidden">Units of {line.name} to refund</span>
                  <input
                    ref={index === 0 ? form.register('lines') : undefined}
                    type="number"
                    aria-describedby={linesError ? `${form.id}-lines-error` : undefined}
                    min={0}
                    max={left}
                    value={choice.quantity}
                    onChange={(event) => set(line, { quantity: Number(event.target.value) || 0 })}
                    className={styles.units}
                    data-testid={`refund-line-${line.id}-units`}
                  />
                </label>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`One unit more of ${line.name}`}
                  disabled={choice.quantity >= left}
                  onClick={() => set(line, { quantity: choice.quantity + 1 })}
                  data-testid={`refund-line-${line.id}-more`}
                >
                  +
                </button>
                <span>of {left} left</span>
              </div>
              <label className={formStyles.choice}>
                <input
                  type="checkbox"
                  checked={choice.frame}
                  disabled={line.refunded.frame >= line.quantity}
                  onChange={(event) => set(line, { frame: event.target.checked })}
                />
                {line.kind === 'accessory' ? 'The item' : 'The frame'}
              </label>
              {line.lens ? (
                <label className={formStyles.choice}>
                  <input
                    type="checkbox"
                    checked={choice.lenses}
                    disabled={line.refunded.lenses >= line.quantity}
                    onChange={(event) => set(line, { lenses: event.target.checked })}
                  />
                  The lenses
                </label>
              ) : null}
            </fieldset>
          );
        })}
        {linesError ? (
          <p id={`${form.id}-lines-error`} className={styles.error} data-testid="refund-lines-error">
            {linesError}
          </p>
        ) : null}
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend>Also give back</legend>
        <label className={formStyles.choice}>
          <input
            type="checkbox"
            ref={form.register('shipping')}
            checked={form.values.shipping === 'yes'}
            disabled={!shippingCents}
            onChange={tick('shipping')}
            aria-describedby={shippingError ? `${form.id}-shipping-error` : undefined}
            data-testid="refund-shipping"
          />
          {shippingLabel}
        </label>
        {shippingError ? (
          <p id={`${form.id}-shipping-error`} className={styles.error}>
            {shippingError}
          </p>
        ) : null}
        {taxed ? (
          <label className={formStyles.choice}>
            <input type="checkbox" checked={form.values.tax === 'yes'} onChange={tick('tax')} />
            The tax of what is chosen
          </label>
        ) : null}
        <label className={formStyles.choice}>
          <input
            type="checkbox"
            checked={form.values.restock === 'yes'}
            onChange={tick('restock')}
            data-testid="refund-restock"
          />
          Put the stock back (frames and items, once refunded)
        </label>
      </fieldset>
    </>
  );
}

interface AmountProps {
  form: ActionForm<'amountCents' | 'loweredBecause'>;
  computedText: string;
  lowered: boolean;
}

/** The amount, prefilled with what the lines come to: it may only go down, and then says why. */
export function RefundLinesAmount({ form, computedText, lowered }: AmountProps) {
  return (
    <>
      <FormField
        id={`${form.id}-amountCents`}
        label="Amount (US dollars)"
        hint={computedText}
        error={form.errors.amountCents}
      >
        {(control) => (
          <input
            {...control}
            ref={form.register('amountCents')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.values.amountCents}
            onChange={(event) => form.change('amountCents', event.target.value)}
            data-testid="refund-lines-amount"
          />
        )}
      </FormField>
      {lowered ? (
        <FormField
          id={`${form.id}-loweredBecause`}
          label="Why is it lower?"
          error={form.errors.loweredBecause}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('loweredBecause')}
              type="text"
              maxLength={500}
              value={form.values.loweredBecause}
              onChange={(event) => form.change('loweredBecause', event.target.value)}
              data-testid="refund-lowered-because"
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
