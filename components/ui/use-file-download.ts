'use client';

import { useState } from 'react';
import { isApiError, saveBlob, type PrivateFile } from '@/lib/api';

/**
 * A button's download of a file the shop answers only to its owner (an invoice, a prescription's
 * FHIR file, a console export): a plain link could not send the token, so the file is fetched and
 * saved under the name the shop gives it (or `fallbackName`). `problem` is the shop's refusal, or
 * `failed` when the request itself failed; `download` answers whether the file was saved.
 */
export function useFileDownload(fetchFile: () => Promise<PrivateFile>, fallbackName: string, failed: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchFile();
      saveBlob(file.blob, file.filename ?? fallbackName);
      return true;
    } catch (error) {
      setProblem(isApiError(error) ? error.message : failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, download };
}
