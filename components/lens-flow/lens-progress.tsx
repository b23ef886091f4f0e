import type { LensProgress } from '@/lib/shop/lens-progress';
import styles from './lens-wizard.module.css';

/**
 * "Step 2 of 5 · Prescription" and the named steps of the chosen lens use: the total is the lens
 * use's path, so Back and Next never change it. Its height is fixed, so nothing below moves when
 * the steps appear.
 */
export function LensProgressView({ progress }: { progress: LensProgress }) {
  return (
    <div className={styles.progress}>
      <p className={styles.counter} data-testid="lens-step-count">
        Step {progress.current}
        {progress.total === null ? '' : ` of ${progress.total}`} · {progress.label}
      </p>
      <ol className={styles.steps} aria-label="Steps" data-testid="lens-steps">
        {progress.steps.map((step) => (
          <li
            key={step.key}
            className={styles[step.status]}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{step.label}</span>
          </li>
        ))}
        {/* before a lens use is chosen its steps are not known yet: one bar stands for them */}
        {progress.total === null ? (
          <li className={styles.todo}>
            <span className={styles.stepLabel}>Your lenses</span>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
