'use client';

import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { fetchConsoleFile } from '@/lib/api/admin-client';
import type { CallAddress } from '@/lib/contract/address';
import type { CallContract, CallInput } from '@/lib/contract/call';
import styles from './console-form.module.css';

interface Props<C extends CallContract> {
  /** A console call that answers a file (an audited export). */
  call: CallAddress<C>;
  input: CallInput<C>;
  /** The file's name when the answer names none. */
  fallbackName: string;
  label: string;
  /** What the button says while the file is made, and the status line once it is downloaded. */
  busyLabel?: string;
  doneText?: string;
  'data-testid': string;
}

/**
 * A console export's button (orders, products): asks the call for its file with the operator's
 * token (a plain link could not send it), saves the answer under the name the shop gives it, and
 * says in a status line that it is downloaded, or why not.
 */
export function DownloadFileButton<C extends CallContract>({
  call,
  input,
  fallbackName,
  label,
  busyLabel = 'Preparing the CSV…',
  doneText = 'The CSV file is downloaded.',
  'data-testid': testId,
}: Props<C>) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setState('busy');
    setProblem(null);
    try {
      const file = await fetchConsoleFile(call, input);
      const address = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = address;
      link.download = file.filename ?? fallbackName;
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
        data-testid={testId}
      >
        {state === 'busy' ? busyLabel : label}
      </button>
      <p className={problem ? styles.formError : 'visually-hidden'} role="status">
        {problem ?? (state === 'done' ? doneText : '')}
      </p>
    </div>
  );
}
