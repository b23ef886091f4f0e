'use client';

import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { productExport } from '@/lib/api/admin-calls';
import { fetchConsoleFile } from '@/lib/api/admin-client';
import styles from '../console-form.module.css';

/** Download CSV: every product in every status, one row per colour (the export call is audited). */
export function ExportProductsButton() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setState('busy');
    setProblem(null);
    try {
      const file = await fetchConsoleFile(productExport, {});
      const address = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = address;
      link.download = file.filename ?? 'products.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(address), 10_000);
      setState('done');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The export could not be made. Please try again.');
      setState('idle');
    }
  };

  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={state === 'busy'}
        data-testid="products-export"
      >
        {state === 'busy' ? 'Preparing the CSV…' : 'Download CSV'}
      </button>
      <p className={problem ? styles.formError : 'visually-hidden'} role="status">
        {problem ?? (state === 'done' ? 'The CSV file is downloaded.' : '')}
      </p>
    </div>
  );
}
