import styles from './lens-wizard.module.css';

/**
 * What the lens rules say on a step, above its options (docs/product.md#lens-rules): the index
 * the prescription is best with, and that the shop will confirm a prescription beyond the lab's
 * range by e-mail. Part of the step's answer, so nothing moves in after it is shown.
 */
export function LensStepNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes} data-testid="lens-step-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
