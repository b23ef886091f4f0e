import type { KeyboardEvent } from 'react';
import type { PrescriptionMode } from './prescription-choice';
import styles from './prescription-step.module.css';

const MODES: readonly { mode: PrescriptionMode; label: string }[] = [
  { mode: 'typed', label: 'Enter it' },
  { mode: 'saved', label: 'Use a saved one' },
  { mode: 'photo', label: 'Upload a photo' },
  { mode: 'later', label: 'Send it after ordering' },
];

export interface PrescriptionModeTabsProps {
  idPrefix: string;
  mode: PrescriptionMode;
  /** Saved prescriptions are offered to a signed-in shopper only. */
  signedIn: boolean;
  /** "Send it after ordering" is offered in the wizard only (docs/product.md#prescription-later). */
  offerLater: boolean;
  onSelect: (mode: PrescriptionMode) => void;
}

/**
 * How the prescription is given, as tabs over one panel (`${idPrefix}-panel`): the arrow keys move
 * between them, as a tab list's do.
 */
export function PrescriptionModeTabs({
  idPrefix,
  mode,
  signedIn,
  offerLater,
  onSelect,
}: PrescriptionModeTabsProps) {
  const modes = MODES.filter(
    (entry) => (entry.mode !== 'saved' || signedIn) && (entry.mode !== 'later' || offerLater),
  );
  const moveWithArrows = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const at = modes.findIndex((entry) => entry.mode === mode);
    const next = modes[(at + step + modes.length) % modes.length];
    if (!next) return;
    onSelect(next.mode);
    document.getElementById(`${idPrefix}-tab-${next.mode}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="How to give your prescription">
      {modes.map((entry) => (
        <button
          key={entry.mode}
          id={`${idPrefix}-tab-${entry.mode}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={mode === entry.mode}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={mode === entry.mode ? 0 : -1}
          onClick={() => onSelect(entry.mode)}
          onKeyDown={moveWithArrows}
          data-testid={`rx-mode-${entry.mode}`}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
