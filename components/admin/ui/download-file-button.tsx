'use client';

import { useState } from 'react';
import { useFileDownload } from '@/components/ui/use-file-download';
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
 * token and saves it (useFileDownload), and says in a status line that it is downloaded, or why not.
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
  const [done, setDone] = useState(false);
  const { busy, problem, download } = useFileDownload(
    () => fetchConsoleFile(call, input),
    fallbackName,
    'The export could not be made. Please try again.',
  );
  const downloadFile = async () => {
    setDone(false);
    setDone(await download());
  };

  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void downloadFile()}
        disabled={busy}
        data-testid={testId}
      >
        {busy ? busyLabel : label}
      </button>
      <p className={problem ? styles.formError : 'visually-hidden'} role="status">
        {problem ?? (done ? doneText : '')}
      </p>
    </div>
  );
}
