'use client';

import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { orderExport } from '@/lib/api/admin-calls';
import { fetchConsoleFile } from '@/lib/api/admin-client';
import type { CallInput } from '@/lib/contract/call';
import type { adminOrderExportCall } from '@/lib/contract/calls/admin/orders';
import styles from './console-form.module.css';

type ExportFilters = CallInput<typeof adminOrderExportCall>;

/** Downloads the orders the list's filters match as a CSV file (the export call is audited). */
export function ExportOrdersButton({ filters }: { filters: ExportFilters }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setState('busy');
    setProblem(null);
    try {
      const file = await fetchConsoleFile(orderExport, filters);
      const address = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = address;
      link.download = file.filename ?? 'orders.csv';
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
        data-testid="orders-export"
      >
        {state === 'busy' ? 'Preparing the CSV…' : 'Export these orders (CSV)'}
      </button>
      <p className={problem ? styles.formError : 'visually-hidden'} role="status">
        {problem ?? (state === 'done' ? 'The CSV file is downloaded.' : '')}
      </p>
    </div>
  );
}
