'use client';

import { useState, type FormEvent } from 'react';

export type CsvRunStep<Answer> =
  | { name: 'choose' }
  | { name: 'busy'; what: string }
  | { name: 'checked'; answer: Answer }
  | { name: 'applied'; answer: Answer };

interface CsvRunOptions<Answer> {
  /** Sends the file, as a dry run or for real (send-csv-file.ts). */
  send: (file: File, dryRun: boolean) => Promise<Answer>;
  /** Whether the answer is of a real run. */
  applied: (answer: Answer) => boolean;
  /** What the status line says while the file is checked, and while it is applied. */
  checking: string;
  applying: string;
  onApplied?: () => void;
}

/**
 * A console form that takes a CSV file in two steps: the chosen file goes first as a dry run, whose
 * answer the form shows row by row; the operator then applies it. Choosing another file starts
 * again; a refusal is shown as `problem` and the form goes back to choosing.
 */
export function useCsvDryRun<Answer>({
  send,
  applied,
  checking,
  applying,
  onApplied,
}: CsvRunOptions<Answer>) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<CsvRunStep<Answer>>({ name: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setProblem(null);
    setStep({ name: 'busy', what: dryRun ? checking : applying });
    try {
      const answer = await send(file, dryRun);
      const real = applied(answer);
      setStep(real ? { name: 'applied', answer } : { name: 'checked', answer });
      if (real) onApplied?.();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be read.');
      setStep({ name: 'choose' });
    }
  };

  return {
    file,
    step,
    problem,
    /** The answer shown: the dry run's or the real run's. */
    answer: step.name === 'checked' || step.name === 'applied' ? step.answer : null,
    choose: (chosen: File | null) => {
      setFile(chosen);
      setStep({ name: 'choose' });
    },
    /** The form's submit: the dry run. */
    check: (event: FormEvent) => {
      event.preventDefault();
      void run(true);
    },
    apply: () => void run(false),
  };
}
