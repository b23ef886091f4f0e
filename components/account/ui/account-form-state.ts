import { useCallback, useEffect, useRef, useState } from 'react';
import { accountFormFailure, firstFieldWithError } from './account-form-failure';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The state every account form shares: its text fields, their messages, one message for the whole
 * form, and the sending flag. A failed check or a refused call marks the fields and moves focus to
 * the first of them, after the render that shows the messages, so it is read with its error.
 */
export function useAccountFormState<F extends string>(fieldNames: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const controls = useRef<Partial<Record<F, FieldElement | null>>>({});
  const busy = useRef(false);

  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const change = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const register = useCallback(
    (field: F) => (element: FieldElement | null) => {
      controls.current[field] = element;
    },
    [],
  );

  const showFieldMessages = useCallback(
    (fields: FieldMessages<F>) => {
      setErrors(fields);
      const first = firstFieldWithError(fieldNames, fields);
      if (first) setFocusRequest({ field: first });
    },
    [fieldNames],
  );

  /**
   * Checks first (`problems` from the form's own rules), then sends. A refusal from the server is
   * shown where it belongs; `send` runs only once at a time.
   */
  const submit = useCallback(
    async (problems: FieldMessages<F>, send: () => Promise<void>) => {
      if (busy.current) return;
      setMessage(null);
      if (firstFieldWithError(fieldNames, problems)) {
        showFieldMessages(problems);
        return;
      }
      setErrors({});
      busy.current = true;
      setSending(true);
      try {
        await send();
      } catch (error) {
        const failure = accountFormFailure(error, fieldNames);
        showFieldMessages(failure.fields);
        setMessage(failure.message);
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [fieldNames, showFieldMessages],
  );

  return { values, setValues, change, errors, message, setMessage, sending, register, submit };
}
