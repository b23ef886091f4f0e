'use client';

import { useRef, type KeyboardEvent } from 'react';
import { Price } from '@/components/catalog/price';
import { lensUseDisplayName } from '@/lib/shop/lens-names';
import type { FlowEntry, SelectedChoice, StepOptionView } from '@/lib/shop/lens-flow';
import styles from './lens-options.module.css';

interface Props {
  entry: FlowEntry;
  chosen: SelectedChoice | undefined;
  /** A call is in flight: the cards stay focusable but cannot be chosen. */
  busy: boolean;
  labelledBy: string;
  onChoose: (choice: SelectedChoice) => void;
}

const MOVES: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The options of a step as a radio group: one card is in the tab order (the chosen one, else the
 * first), arrow keys move focus between the cards, Space or Enter chooses the focused one. Choosing
 * stores the step's selection and nothing else (Next moves on: docs/product.md#lens-flow). Options
 * the frame or the prescription rule out stay visible and focusable, marked unavailable, with the
 * reason read out.
 */
export function LensStepOptions({ entry, chosen, busy, labelledBy, onChoose }: Props) {
  const group = useRef<HTMLDivElement>(null);
  const options = entry.data.options;
  const chosenAt = options.findIndex((option) => option.id === chosen?.value);
  const tabStop = chosenAt === -1 ? 0 : chosenAt;
  const reading = entry.name === 'magnification';
  const displayName = (name: string) => (entry.name === 'lens_use' ? lensUseDisplayName(name) : name);

  const choose = (option: StepOptionView) => {
    if (busy || option.disabled) return;
    onChoose({ type: entry.name, value: option.id, price: option.price, item: option.name });
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to = MOVES[event.key];
    if (!to) return;
    event.preventDefault();
    const cards = group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    cards?.[to(at, options.length)]?.focus();
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={reading ? styles.powerGrid : styles.options}
      data-testid="lens-options"
    >
      {options.map((option, at) => {
        const checked = option.id === chosen?.value;
        const unavailable = option.disabled || busy;
        const describedBy = [
          option.recommended ? `lens-option-badge-${option.id}` : null,
          option.reason ? `lens-option-reason-${option.id}` : null,
        ].filter(Boolean);
        return (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={unavailable || undefined}
            aria-describedby={describedBy.join(' ') || undefined}
            tabIndex={at === tabStop ? 0 : -1}
            className={styles.option}
            data-testid="lens-option"
            data-code={option.code}
            onClick={() => choose(option)}
            onKeyDown={(event) => move(event, at)}
          >
            <span className={styles.optionHead}>
              <span className={styles.optionName}>{displayName(option.name)}</span>
              <span className={styles.optionPrice}>
                {option.price === 0 ? (
                  'Included'
                ) : (
                  <>
                    +<Price cents={option.price} />
                  </>
                )}
              </span>
            </span>
            {option.recommended ? (
              <span
                id={`lens-option-badge-${option.id}`}
                className={styles.badge}
                data-testid="lens-recommended"
              >
                {entry.name === 'lens_index' ? 'Recommended for your prescription' : 'Recommended'}
              </span>
            ) : null}
            {option.description && !reading ? (
              <span className={styles.optionText}>{option.description}</span>
            ) : null}
            {option.reason ? (
              <span id={`lens-option-reason-${option.id}`} className={styles.optionReason}>
                {option.reason}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
