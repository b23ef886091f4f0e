'use client';

import { Price } from '@/components/catalog/price';
import { lensUseDisplayName } from '@/lib/shop/lens-names';
import type { FlowEntry, SelectedChoice } from '@/lib/shop/lens-flow';
import styles from './lens-wizard.module.css';

interface Props {
  entry: FlowEntry;
  chosen: SelectedChoice | undefined;
  busy: boolean;
  onChoose: (choice: SelectedChoice) => void;
}

/**
 * The options of a step as cards. Choosing one moves on at once (spec §4: the choice replaces
 * the step's selection and disables Next until the next step loads). Options the frame or the
 * prescription rule out stay visible, disabled, with the reason.
 */
export function LensStepOptions({ entry, chosen, busy, onChoose }: Props) {
  const displayName = (name: string) => (entry.name === 'lens_use' ? lensUseDisplayName(name) : name);
  return (
    <ul className={entry.name === 'magnification' ? styles.powerGrid : styles.options} role="list">
      {entry.data.options.map((option) => {
        const selected = chosen?.value === option.id;
        return (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={selected}
              disabled={option.disabled || busy}
              aria-describedby={option.reason ? `lens-option-reason-${option.id}` : undefined}
              data-testid="lens-option"
              data-code={option.code}
              onClick={() =>
                onChoose({ type: entry.name, value: option.id, price: option.price, item: option.name })
              }
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
              {option.recommended && <span className={styles.badge}>Recommended for your prescription</span>}
              {option.description && entry.name !== 'magnification' && (
                <span className={styles.optionText}>{option.description}</span>
              )}
              {option.reason && (
                <span id={`lens-option-reason-${option.id}`} className={styles.optionReason}>
                  {option.reason}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
