'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { callApi, fieldErrorsOf, isApiError } from '@/lib/api';
import { processNextAddress, processProductAddress, processSubmitAddress } from '@/lib/contract/addresses';
import { setCounts } from '@/lib/client/store';
import type { FrameType } from '@/lib/shop/lens-graph';
import {
  currentEntry,
  initialLensFlow,
  lensFlowReducer,
  readyToSubmit,
  stepData,
  type LensFlowState,
  type SelectedChoice,
} from '@/lib/shop/lens-flow';

// The wizard's calls around the pure state machine (lib/shop/lens-flow.ts): the first step on
// arrival, /api/process/next after every choice, /api/process/submit from "Add to Cart". Failures
// tip their message (spec §8); a refused Next steps the counter back.

export interface AddedGlasses {
  id: number;
  unitPrice: number;
  count: number;
}

export interface LensFlowControls {
  state: LensFlowState;
  busy: boolean;
  /** Prescription values the server refused, by field (a 422 from Next). */
  fieldErrors: Record<string, string>;
  /** Why the flow could not start, if it could not. */
  startFailure: string | null;
  added: AddedGlasses | null;
  choose: (choice: SelectedChoice) => void;
  next: () => void;
  back: () => void;
  setPrescriptionReady: (ready: boolean) => void;
}

export function useLensFlow(
  frame: { code: string; type: FrameType },
  color: string | undefined,
): LensFlowControls {
  const [state, dispatch] = useReducer(lensFlowReducer, frame.type, initialLensFlow);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedGlasses | null>(null);
  // The handlers read the state of the last render, not the one they were created in.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    const controller = new AbortController();
    callApi(processProductAddress, { code: frame.code }, { signal: controller.signal })
      .then((response) => dispatch({ type: 'loaded', response }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStartFailure(isApiError(error) ? error.message : 'The lens choices could not be loaded.');
      });
    return () => controller.abort();
  }, [frame.code]);

  /** spec §4 Next: raise the counter, ask the server, load its step or (code 0) step back. */
  const advance = useCallback(
    async (from: LensFlowState) => {
      const entry = currentEntry(from);
      if (!entry) return;
      dispatch({ type: 'next' });
      setBusy(true);
      try {
        const response = await callApi(processNextAddress, {
          code: frame.code,
          step_id: entry.stepId,
          step_data: stepData(from),
        });
        setFieldErrors({});
        dispatch({ type: 'loaded', response });
      } catch (error) {
        dispatch({ type: 'refused' });
        setFieldErrors(fieldErrorsOf(error) ?? {});
      } finally {
        setBusy(false);
      }
    },
    [frame.code],
  );

  const submit = useCallback(async () => {
    const from = latest.current;
    const entry = currentEntry(from);
    if (!entry) return;
    setBusy(true);
    try {
      const result = await callApi(processSubmitAddress, {
        code: frame.code,
        step_id: entry.stepId,
        step_data: stepData(from),
        ...(color ? { color } : {}),
      });
      setCounts({ cart: result.count });
      setAdded({ id: result.line.id, unitPrice: result.line.unitPrice, count: result.count });
    } catch {
      // the API client has tipped the reason (spec §8); the selection stays for another try
    } finally {
      setBusy(false);
    }
  }, [frame.code, color]);

  const choose = useCallback(
    (choice: SelectedChoice) => {
      const after = lensFlowReducer(latest.current, { type: 'choose', choice });
      dispatch({ type: 'choose', choice });
      void advance(after);
    },
    [advance],
  );

  const next = useCallback(() => {
    const from = latest.current;
    if (readyToSubmit(from)) void submit();
    else void advance(from);
  }, [advance, submit]);

  return {
    state,
    busy,
    fieldErrors,
    startFailure,
    added,
    choose,
    next,
    back: () => dispatch({ type: 'back' }),
    setPrescriptionReady: (ready: boolean) => dispatch({ type: 'prescriptionReady', ready }),
  };
}
