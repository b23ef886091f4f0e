'use client';

import { useRef, type KeyboardEvent } from 'react';
import styles from './try-on.module.css';

export type TryOnMode = 'photo' | 'camera' | 'saved';

const MODES: { mode: TryOnMode; label: string }[] = [
  { mode: 'photo', label: 'Photo' },
  { mode: 'camera', label: 'Camera' },
  { mode: 'saved', label: 'Saved faces' },
];

/** The id of a mode's tab, for its panel's aria-labelledby. */
export const tabIdOf = (baseId: string, mode: TryOnMode) => `${baseId}-tab-${mode}`;

/** Where focus goes from tab `index` of `count` on `key`, or undefined for a key the tabs ignore. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

interface Props {
  baseId: string;
  panelId: string;
  mode: TryOnMode;
  onChoose: (mode: TryOnMode) => void;
}

/**
 * Where the face comes from, as WAI-ARIA tabs: one tab stop (the chosen tab), the arrow keys, Home
 * and End move between tabs, and Enter or Space chooses one. Tabs are chosen by hand rather than as
 * focus lands on them, so arrowing past "Camera" never asks for the camera.
 */
export function TryOnModeTabs({ baseId, panelId, mode, onChoose }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const next = tabAfterKey(event.key, current, MODES.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return (
    <div className={styles.modes} role="tablist" aria-label="Where your face comes from" onKeyDown={move}>
      {MODES.map((entry, index) => (
        <button
          key={entry.mode}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          id={tabIdOf(baseId, entry.mode)}
          type="button"
          role="tab"
          aria-selected={mode === entry.mode}
          aria-controls={panelId}
          tabIndex={mode === entry.mode ? 0 : -1}
          className={styles.mode}
          onClick={() => onChoose(entry.mode)}
          data-testid={`try-on-mode-${entry.mode}`}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
