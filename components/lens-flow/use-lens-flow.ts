'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi, fieldErrorsOf, isApiError } from '@/lib/api';
import { processNextAddress, processSubmitAddress } from '@/lib/contract/lens-flow-addresses';
import { ResultCode } from '@/lib/contract/codes';
import { setCounts } from '@/lib/client/store';
import type { FrameType } from '@/lib/shop/lens-graph';
import {
  currentEntry,
  initialLensFlow,
  lensFlowReducer,
  readyToSubmit,
  stepData,
  type FlowResponse,
  type LensFlowEvent,
  type LensFlowState,
  type SelectedChoice,
} from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { historyHoldsStepBelow, pushStep, replaceStep, stepInAddress } from './lens-history';
import { forgetRemembered, loadRemembered, saveRemembered } from './lens-progress-storage';

// The wizard's calls, history and memory around the pure state machine (lib/shop/lens-flow.ts).
// Next asks /api/process/next and, per docs/product.md#errors, shows the answered step (200), steps
// the counter back with the envelope's message (code 0, and a 422 on prescription values, which are
// shown at their fields on that step), or shows the message with a retry and does not step back
// (any other code). Each step the shopper moves on to is a history entry; Back and Forward travel
// through the same transitions, re-asking the server on the way forward. Work runs one at a time.

export interface AddedGlasses {
  id: number;
  unitPrice: number;
  count: number;
}

export interface LensFlowControls {
  state: LensFlowState;
  /** Prescription values the server refused, by field (a 422 from Next). */
  fieldErrors: Record<string, string>;
  /** The shopper's progress is being replayed after a reload; no step is shown yet. */
  restoring: boolean;
  added: AddedGlasses | null;
  /** Changes each time the wizard moved to a step (or its message) on its own: focus goes there. */
  arrival: number;
  choose: (choice: SelectedChoice) => void;
  clear: (step: LensFlowStep) => void;
  /** Next, Submit Prescription or Add to Cart (docs/product.md#lens-flow), as the state says. */
  next: () => void;
  retry: () => void;
  back: () => void;
}

interface Options {
  frame: { code: string; type: FrameType };
  color: string | undefined;
  /** The first step, rendered on the server (lib/server/domain/lens-flow startLensFlow). */
  initial: FlowResponse;
  /** The step the address asks for (a reload); the wizard replays the shopper's choices up to it. */
  resumeStep: number;
}

type Outcome = 'loaded' | 'refused' | 'failed';

const UNREACHABLE = 'Your lens choices could not be sent. Please try again.';

/** The step the address names: the one shown, or the last one loaded while a step failed to load. */
const addressStep = (state: LensFlowState) =>
  currentEntry(state) ? state.currentStep : state.flowList.length;

export function useLensFlow({ frame, color, initial, resumeStep }: Options): LensFlowControls {
  const [state, setState] = useState(() =>
    lensFlowReducer(initialLensFlow(frame.type), { type: 'loaded', response: initial }),
  );
  // The machine's latest state, read by async work between renders.
  const machine = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const recalled = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [restoring, setRestoring] = useState(resumeStep > 1);
  const [added, setAdded] = useState<AddedGlasses | null>(null);
  const [arrival, setArrival] = useState(0);

  const apply = useCallback((event: LensFlowEvent): boolean => {
    const next = lensFlowReducer(machine.current, event);
    if (next === machine.current) return false;
    machine.current = next;
    setState(next);
    return true;
  }, []);

  /** Runs after whatever is running: one Next, travel or submit at a time. */
  const enqueue = useCallback((task: () => Promise<void> | void) => {
    queue.current = queue.current.then(task).catch(() => undefined);
  }, []);

  /** Asks the server for the step after the one Next was pressed on (the machine is pending). */
  const askNext = useCallback(async (): Promise<Outcome> => {
    const from = machine.current;
    const entry = from.flowList.at(-1);
    if (!from.pending || !entry) return 'failed';
    try {
      const response = await callApi(
        processNextAddress,
        { code: frame.code, step_id: entry.stepId, step_data: stepData(from) },
        { tip: false },
      );
      setFieldErrors({});
      apply({ type: 'loaded', response });
      return 'loaded';
    } catch (error) {
      const message = isApiError(error) ? error.message : UNREACHABLE;
      const fields = fieldErrorsOf(error);
      const refused =
        isApiError(error) &&
        (error.code === ResultCode.Refused || (error.code === ResultCode.Invalid && fields !== null));
      if (refused) {
        setFieldErrors(fields ?? {});
        apply({ type: 'refused', message });
        return 'refused';
      }
      apply({ type: 'failed', message });
      return 'failed';
    }
  }, [apply, frame.code]);

  /** Moves to `target` through Back and Next (the browser's Back/Forward, a reload's replay). */
  const travelTo = useCallback(
    async (target: number) => {
      let moved = false;
      while (machine.current.currentStep > target && apply({ type: 'back' })) moved = true;
      while (machine.current.currentStep < target && apply({ type: 'next' })) {
        moved = true;
        if ((await askNext()) !== 'loaded') break;
      }
      if (addressStep(machine.current) !== target) replaceStep(addressStep(machine.current));
      if (moved) setArrival((count) => count + 1);
    },
    [apply, askNext],
  );

  const submit = useCallback(async () => {
    const from = machine.current;
    const entry = currentEntry(from);
    if (!entry || !apply({ type: 'submit' })) return;
    try {
      const result = await callApi(
        processSubmitAddress,
        { code: frame.code, step_id: entry.stepId, step_data: stepData(from), ...(color ? { color } : {}) },
        { tip: false },
      );
      setCounts({ cart: result.count });
      forgetRemembered(frame.code, color);
      recalled.current = false;
      setAdded({ id: result.line.id, unitPrice: result.line.unitPrice, count: result.count });
    } catch (error) {
      apply({ type: 'submitFailed', message: isApiError(error) ? error.message : UNREACHABLE });
      setArrival((count) => count + 1);
    }
  }, [apply, frame.code, color]);

  const next = useCallback(
    () =>
      enqueue(async () => {
        if (readyToSubmit(machine.current)) return submit();
        if (!apply({ type: 'next' })) return;
        if ((await askNext()) === 'loaded') pushStep(machine.current.currentStep);
        setArrival((count) => count + 1);
      }),
    [apply, askNext, enqueue, submit],
  );

  const retry = useCallback(
    () =>
      enqueue(async () => {
        if (!apply({ type: 'retry' })) return;
        if ((await askNext()) === 'loaded') pushStep(machine.current.currentStep);
        setArrival((count) => count + 1);
      }),
    [apply, askNext, enqueue],
  );

  const back = useCallback(
    () =>
      enqueue(() => {
        // the entry below is this wizard's previous step: the browser goes there (popstate below)
        if (historyHoldsStepBelow(machine.current.currentStep)) return window.history.back();
        if (!apply({ type: 'back' })) return;
        replaceStep(addressStep(machine.current));
        setArrival((count) => count + 1);
      }),
    [apply, enqueue],
  );

  // Arrival: what the shopper chose before (this tab), replayed up to the step the address names.
  useEffect(() => {
    const remembered = loadRemembered(frame.code, color);
    enqueue(async () => {
      apply({ type: 'recall', remembered });
      recalled.current = true;
      if (resumeStep > 1) await travelTo(resumeStep);
      replaceStep(addressStep(machine.current));
      setRestoring(false);
    });
  }, [apply, color, enqueue, frame.code, resumeStep, travelTo]);

  // The browser's Back and Forward between the wizard's entries. The wizard places each step
  // itself (at its top, heading focused), so the browser must not put back an old scroll position.
  useEffect(() => {
    const onPopState = () => enqueue(() => travelTo(stepInAddress()));
    const restoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.history.scrollRestoration = restoration;
    };
  }, [enqueue, travelTo]);

  // Every choice is kept for a reload or a sign-in, once the stored ones have been read back.
  useEffect(() => {
    if (recalled.current) saveRemembered(frame.code, color, state.remembered);
  }, [frame.code, color, state.remembered]);

  return {
    state,
    fieldErrors,
    restoring,
    added,
    arrival,
    choose: useCallback((choice: SelectedChoice) => void apply({ type: 'choose', choice }), [apply]),
    clear: useCallback((step: LensFlowStep) => void apply({ type: 'clear', step }), [apply]),
    next,
    retry,
    back,
  };
}
