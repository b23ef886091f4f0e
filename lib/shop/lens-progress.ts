import { currentEntry, selectionOf, shownEntry, type LensFlowState } from './lens-flow-state';
import type { RememberedChoices, SelectedChoice } from './lens-flow-types';
import { isLensFlowStep, lensStepLabel, type LensFlowStep } from './lens-names';
import { PD_FIELDS } from './prescription-record';

// The wizard's progress (a stable count of the lens use's steps) and what it keeps across a
// reload. Pure.

export interface ProgressStep {
  key: LensFlowStep;
  /** Short shopper words for the step ("Prescription", "Thickness"). */
  label: string;
  /** The step's title as the shop names it ("Your prescription"). */
  title: string;
  /** done: before the step shown; current: the step shown; todo: after it. */
  status: 'done' | 'current' | 'todo';
}

export interface LensProgress {
  /** 1-based: the currentStep of the step state (the step shown while a Next call runs). */
  current: number;
  /** The number of steps of the chosen lens use; null until one is chosen. */
  total: number | null;
  /** The short name of the step at `current`. */
  label: string;
  /** The title of the step at `current` (the loaded step's own, else the lens use's path's). */
  title: string;
  /** The named steps of the chosen lens use (only the first, lens_use, before one is chosen). */
  steps: ProgressStep[];
}

/**
 * The progress shown above each step. The steps are the chosen lens use's path, as its option
 * names them, so the total never changes with Back or Next: it changes only when the shopper picks
 * another lens use. Before one is picked, only "Step 1" and its name are shown.
 */
export function lensProgress(state: LensFlowState): LensProgress {
  const lensUse = selectionOf(state, 'lens_use');
  const option = state.flowList[0]?.data.options.find((candidate) => candidate.id === lensUse?.value);
  const path = option?.steps ?? [{ key: 'lens_use' as const, title: state.flowList[0]?.title ?? '' }];
  // while Next runs, the step it was pressed on stays shown, and so does its place in the progress
  const current = state.pending && !currentEntry(state) ? state.flowList.length : state.currentStep;
  const steps = path.map(({ key, title }, index): ProgressStep => ({
    key,
    label: lensStepLabel(key),
    title,
    status: index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'todo',
  }));
  const shown = steps[current - 1];
  const entry = shownEntry(state);
  return {
    current,
    total: option?.steps ? steps.length : null,
    label: shown?.label ?? lensStepLabel(entry?.name ?? 'lens_use'),
    title: entry?.title ?? shown?.title ?? '',
    steps,
  };
}

/** What the wizard keeps in the tab's session storage: the shopper's choices by step. */
export interface StoredProgress {
  remembered: RememberedChoices;
}

/** Per frame and colour, so two frames' wizards in one tab do not mix. */
export function progressStorageKey(code: string, color: string | undefined): string {
  return `oculo.lens-wizard.${code}.${color ?? ''}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPdValue = (entry: unknown): entry is string | number | null =>
  entry === null || typeof entry === 'string' || typeof entry === 'number';

/** A stored photo choice with the PD beside it (or the word that it is on the photo), else null. */
function photoValueOf(value: Record<string, unknown>): SelectedChoice['value'] | null {
  if (typeof value.upload !== 'string') return null;
  const photo: Extract<SelectedChoice['value'], { source: 'image' }> = {
    source: 'image',
    upload: value.upload,
  };
  for (const field of PD_FIELDS) {
    const entry = value[field];
    if (entry === undefined) continue;
    if (!isPdValue(entry)) return null;
    photo[field] = entry;
  }
  if (value.pdOnPhoto === true) photo.pdOnPhoto = true;
  return photo;
}

/** A stored prescription value in one of the shapes step_data sends, else null. */
function prescriptionValueOf(value: unknown): SelectedChoice['value'] | null {
  if (!isRecord(value)) return null;
  if (value.source === 'saved')
    return typeof value.id === 'number'
      ? { source: 'saved', id: value.id, ...(value.confirmExpired === true ? { confirmExpired: true } : {}) }
      : null;
  if (value.source === 'image') return photoValueOf(value);
  if (value.source === 'later') return { source: 'later' };
  if (value.source !== 'typed') return null;
  const typed: Record<string, string | number | boolean | null> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (field === 'source') continue;
    // the shopper's confirmation of an expired prescription is the one yes-or-no
    if (field === 'confirmExpired' && entry === true) {
      typed[field] = true;
      continue;
    }
    if (entry !== null && typeof entry !== 'string' && typeof entry !== 'number') return null;
    typed[field] = entry;
  }
  return { ...typed, source: 'typed' };
}

function choiceOf(step: LensFlowStep, raw: unknown): SelectedChoice | null {
  if (!isRecord(raw) || raw.type !== step || typeof raw.price !== 'number' || typeof raw.item !== 'string')
    return null;
  const value =
    step === 'prescription'
      ? prescriptionValueOf(raw.value)
      : typeof raw.value === 'number'
        ? raw.value
        : null;
  return value === null ? null : { type: step, value, price: raw.price, item: raw.item };
}

/**
 * Reads stored progress back, keeping only well-formed choices: storage is the browser's, and
 * anything odd is dropped here (the server checks every choice again when it is replayed).
 */
export function readStoredProgress(text: string | null): StoredProgress {
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const remembered: RememberedChoices = {};
  const raw = isRecord(parsed) && isRecord(parsed.remembered) ? parsed.remembered : {};
  for (const [step, entry] of Object.entries(raw)) {
    if (!isLensFlowStep(step)) continue;
    const choice = choiceOf(step, entry);
    if (choice) remembered[step] = choice;
  }
  return { remembered };
}

/** The step a page address asks for (`?step=3`), or 1. */
export function requestedStep(value: string | string[] | null | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const step = Number(text);
  return Number.isInteger(step) && step >= 1 && step <= 12 ? step : 1;
}
