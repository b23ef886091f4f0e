'use client';

import { productImport } from '@/lib/api/admin-calls';
import type { ProductImport as ImportAnswer } from '@/lib/contract/calls/admin/product-bulk';
import styles from '../ui/console-form.module.css';
import { sendCsvFile } from '../ui/send-csv-file';
import { useCsvDryRun } from '../ui/use-csv-dry-run';
import { ImportReport } from './import-report';

const sendImport = (file: File, dryRun: boolean) =>
  sendCsvFile(productImport, file, dryRun, {
    returnTo: '/admin/products/import',
    failed: 'The file could not be imported. Please try again.',
  });

/**
 * Import CSV: the chosen file goes first as a dry run, whose changes and errors are shown by row;
 * "Apply" sends it for real, and is offered only when no row has an error.
 */
export function ProductImport() {
  const {
    file,
    step,
    problem,
    answer: report,
    choose,
    check,
    apply,
  } = useCsvDryRun({
    send: sendImport,
    applied: (answer: ImportAnswer) => answer.applied,
    checking: 'Checking the file…',
    applying: 'Importing…',
  });
  const canApply =
    step.name === 'checked' &&
    step.answer.dryRun &&
    step.answer.errors.length === 0 &&
    step.answer.changes.length > 0;

  return (
    <div>
      <form className={styles.form} onSubmit={check} aria-describedby="import-note">
        <label htmlFor="import-file">CSV file (exported from this page, then edited)</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id="import-note">
          Creates and changes products and colours only: products and colours missing from the file are left
          as they are. Nothing is written until you apply the checked file. Edit a colour’s stock in the{' '}
          <code>stock</code> column and leave <code>stock_at_export</code> as exported: an unchanged stock
          keeps the shop’s count (sales made since the export included), and a stock that has also changed in
          the shop since the export (a sale) is refused on its row.
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button-secondary" disabled={!file || step.name === 'busy'}>
            Check the file
          </button>
          {canApply ? (
            <button type="button" className="button" onClick={apply} data-testid="import-apply">
              Apply {step.answer.changes.length} {step.answer.changes.length === 1 ? 'change' : 'changes'}
            </button>
          ) : null}
        </div>
      </form>
      <p className={problem ? styles.formError : 'visually-hidden'} role="alert">
        {problem ?? ''}
      </p>
      <p className={step.name === 'applied' ? styles.done : 'visually-hidden'} role="status">
        {step.name === 'busy' ? step.what : ''}
        {step.name === 'applied' ? `Imported: ${step.answer.changes.length} changes written.` : ''}
      </p>
      {report ? <ImportReport report={report} /> : null}
    </div>
  );
}
