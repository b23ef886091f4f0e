'use client';

import { useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '@/lib/api';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { lensFieldId } from './lens-option-fields';
import {
  draftOf,
  FIELD_ORDER,
  messagesOnForm,
  type FieldMessages,
  type LensOptionDraft,
  type LensOptionValues,
} from './lens-option-values';

const FALLBACK = 'Something went wrong. Please try again.';
const MARKED = 'Check the fields marked below.';

/**
 * A lens option dialog's state: the values, the messages under the fields (the form's own, or the
 * shop's code 422), one message for the form, and one call at a time. After a refusal the focus
 * moves to the first field named, so its message is read with it (as the coupon form does).
 */
export function useLensOptionForm(form: string, step: LensFlowStep, initial: LensOptionValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(lensFieldId(form, first))?.focus();
  }, [errors, form]);

  const set = <K extends keyof LensOptionValues>(key: K, value: LensOptionValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Reads the draft, then sends it; a refusal is shown on the fields it names. */
  const submit = async (send: (draft: LensOptionDraft, values: LensOptionValues) => Promise<void>) => {
    if (busy.current) return;
    setMessage(null);
    const read = draftOf(values, step);
    if (read.problems) {
      setErrors(read.problems);
      setMessage(MARKED);
      return;
    }
    setErrors({});
    busy.current = true;
    setSending(true);
    try {
      await send(read.draft, values);
    } catch (failure) {
      const { mine, others } = messagesOnForm(fieldErrorsOf(failure) ?? {});
      setErrors(mine);
      const marked = Object.keys(mine).length > 0 ? MARKED : null;
      setMessage(
        others[0] ?? marked ?? (failure instanceof Error && failure.message ? failure.message : FALLBACK),
      );
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { values, set, errors, message, sending, submit };
}
