'use client';

import { useState, type FormEvent } from 'react';
import type { ProductImport as ImportAnswer } from '@/lib/contract/calls/admin/product-bulk';
import styles from '../ui/console-form.module.css';
import { ImportReport } from './import-report';
import { sendProductImport } from './send-import';

type Step =
  | { name: 'choose' }
  | { name: 'busy'; what: string }
  | { name: 'checked'; report: ImportAnswer }
  | { name: 'applied'; report: ImportAnswer };

/**
 * Import CSV: the chosen file goes first as a dry run, whose changes and errors are shown by row;
 * "Apply" sends it for real, and is offered only when no row has an error.
 */
export function ProductImport() {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setProblem(null);
    setStep({ name: 'busy', what: dryRun ? 'Checking the file…' : 'Importing…' });
    try {
      const report = await sendProductImport(file, dryRun);
      setStep(report.applied ? { name: 'applied', report } : { name: 'checked', report });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be imported.');
      setStep({ name: 'choose' });
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };

  const report = step.name === 'checked' || step.name === 'applied' ? step.report : null;
  const canApply =
    step.name === 'checked' &&
    step.report.dryRun &&
    step.report.errors.length === 0 &&
    step.report.changes.length > 0;

  return (
    <div>
      <form className={styles.form} onSubmit={check} aria-describedby="import-note">
        <label htmlFor="import-file">CSV file (exported from this page, then edited)</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStep({ name: 'choose' });
          }}
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
            <button
              type="button"
              className="button"
              onClick={() => void run(false)}
              data-testid="import-apply"
            >
              Apply {step.report.changes.length} {step.report.changes.length === 1 ? 'change' : 'changes'}
            </button>
          ) : null}
        </div>
      </form>
      <p className={problem ? styles.formError : 'visually-hidden'} role="alert">
        {problem ?? ''}
      </p>
      <p className={step.name === 'applied' ? styles.done : 'visually-hidden'} role="status">
        {step.name === 'busy' ? step.what : ''}
        {step.name === 'applied' ? `Imported: ${step.report.changes.length} changes written.` : ''}
      </p>
      {report ? <ImportReport report={report} /> : null}
    </div>
  );
}
