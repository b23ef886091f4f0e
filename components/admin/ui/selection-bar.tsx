'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api';
import formStyles from './console-form.module.css';
import styles from './selection-bar.module.css';

// What a console list does with its ticked rows (docs/operating.md#bulk-catalog): a bar above the
// list with the count and the moves, and below it what the last move did or, when the shop refused
// the selection, each row that could not change and why (nothing changed then).

export interface SelectionMove {
  busy: boolean;
  /** Runs a move over the selection; `done` words what it did from its answer. */
  run: <T>(move: () => Promise<T>, done: (answer: T) => string) => Promise<void>;
}

export function useSelectionMove(onDone: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);

  const run: SelectionMove['run'] = async (move, said) => {
    setBusy(true);
    setDone(null);
    setProblem(null);
    setReasons([]);
    try {
      setDone(said(await move()));
      onDone();
      router.refresh();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Nothing was changed. Please try again.');
      setReasons(Object.values(fieldErrorsOf(error) ?? {}));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, done, problem, reasons };
}

interface Props {
  /** The list's name, for the bar's landmark: "Selected products". */
  label: string;
  count: number;
  /** What the bar says with nothing ticked. */
  hint: string;
  noun: [string, string];
  state: ReturnType<typeof useSelectionMove>;
  testId: string;
  children: ReactNode;
}

export function SelectionBar({ label, count, hint, noun, state, testId, children }: Props) {
  return (
    <section aria-label={label} className={styles.bar} data-testid={testId}>
      <div className={styles.moves}>
        <span className={styles.count}>
          {count === 0 ? hint : `${count} ${count === 1 ? noun[0] : noun[1]} selected.`}
        </span>
        {children}
      </div>
      <div role="status" data-testid={`${testId}-result`}>
        {state.done ? <p className={formStyles.done}>{state.done}</p> : null}
        {state.problem ? (
          <>
            <p className={formStyles.formError}>{state.problem}</p>
            {state.reasons.length > 0 ? (
              <ul className={styles.reasons}>
                {state.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
