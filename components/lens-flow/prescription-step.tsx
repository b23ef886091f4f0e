'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { prescriptionListAddress } from '@/lib/contract/addresses';
import type { PrescriptionChoiceValue } from '@/lib/shop/lens-flow';
import type { PrescriptionReading } from '@/lib/shop/prescription-reading';
import { readingFormValues } from '@/lib/shop/prescription-reading-form';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import {
  emptyTypedDraft,
  FIELD_SHORT_NAMES,
  fieldShown,
  hasCylinder,
  LATER_CHOICE,
  photoChoice,
  prescriptionFieldOf,
  savedChoice,
  typedChoice,
  typedDraftOf,
  type PdMode,
  type PrescriptionMode,
  type PrescriptionStepChoice,
  type TypedDraft,
} from './prescription-choice';
import { withDetails } from './prescription-details-form';
import { PrescriptionExpired } from './prescription-expired';
import { PrescriptionMoreDetails } from './prescription-more-details';
import { PrescriptionLater } from './prescription-later';
import { PrescriptionPd } from './prescription-pd';
import { PrescriptionPhotoCrop, uploadMessage, uploadPhoto } from './prescription-photo-crop';
import { PrescriptionReadNotice, READ_FROM_PHOTO_HINT } from './prescription-read-notice';
import { PrescriptionSaved } from './prescription-saved';
import { PrescriptionTyped } from './prescription-typed';
import { PrescriptionWarning } from './prescription-warning';
import { isDetailKey, usePrescriptionDetails } from './use-prescription-details';
import styles from './prescription-step.module.css';

export type { PrescriptionStepChoice } from './prescription-choice';

export interface PrescriptionStepProps {
  /** From the flow response's data.prescription: ADD is shown (and needed) only when 'required'. */
  addition: 'required' | 'refused';
  /** The choice sent before, restored when the shopper comes back to this step. */
  initial: PrescriptionChoiceValue | null;
  /** 422 field errors from /api/process/next (od_axis, od_add, pd, …), shown at their fields. */
  serverErrors: Partial<Record<string, string>>;
  /** Called on every change; null while the form cannot be sent (incomplete or invalid). */
  onChange(choice: PrescriptionStepChoice | null): void;
  /** How many times Submit met the both-eyes warning since the last change (0: it has not). */
  confirmRequest?: number;
  /** "Submit as entered": send the values despite the warning. */
  onConfirm?: () => void;
  /** "Check again": back to the values. */
  onCheckAgain?: () => void;
  /** Offer "Send it after ordering" (the wizard; docs/product.md#prescription-later). */
  offerLater?: boolean;
}

const MODES: readonly { mode: PrescriptionMode; label: string }[] = [
  { mode: 'typed', label: 'Enter it' },
  { mode: 'saved', label: 'Use a saved one' },
  { mode: 'photo', label: 'Upload a photo' },
  { mode: 'later', label: 'Send it after ordering' },
];

const MODE_OF_SOURCE: Readonly<Record<PrescriptionChoiceValue['source'], PrescriptionMode>> = {
  typed: 'typed',
  saved: 'saved',
  image: 'photo',
  later: 'later',
};
const modeOf = (initial: PrescriptionChoiceValue | null): PrescriptionMode =>
  initial ? MODE_OF_SOURCE[initial.source] : 'typed';

const loadSavedPrescriptions = () =>
  callApi(prescriptionListAddress, undefined, { tip: false }).then((answer) => answer.list);

/**
 * The lens wizard's prescription step (the wizard's "Submit Prescription" sends it). Tells
 * the wizard the choice on every change; the values are checked here with the shop's own rules
 * (lib/shop/prescription-record.ts) and again by the server, whose 422 messages show at the fields.
 */
export function PrescriptionStep({
  addition,
  initial,
  serverErrors,
  onChange,
  confirmRequest = 0,
  onConfirm,
  onCheckAgain,
  offerLater = false,
}: PrescriptionStepProps) {
  const id = useId();
  const signedIn = useShopState(selectSignedIn);
  const [wanted, setWanted] = useState<PrescriptionMode>(() => modeOf(initial));
  const [typed, setTyped] = useState(() => typedDraftOf(initial));
  const [touched, setTouched] = useState<ReadonlySet<PrescriptionField>>(() => new Set());
  const [savedId, setSavedId] = useState(initial?.source === 'saved' ? initial.id : null);
  const [upload, setUpload] = useState(initial?.source === 'image' ? initial.upload : null);
  const [pdOnPhoto, setPdOnPhoto] = useState(initial?.source === 'image' && initial.pdOnPhoto === true);
  // values a photo filled in, not yet checked by the shopper: the fields still marked, or null
  // once checked (docs/product.md#prescription-photo-reading)
  const [readFromPhoto, setReadFromPhoto] = useState<ReadonlySet<PrescriptionField> | null>(null);
  // the photo those values came from, kept in the browser in case the shopper sends it instead
  const [readPhoto, setReadPhoto] = useState<{ photo: Blob; sending: boolean; error: string | null } | null>(
    null,
  );
  // the server's messages are about what was sent: each goes once the shopper changes its field,
  // and a new answer (a new serverErrors object) shows them all again
  const [edited, setEdited] = useState({ answer: serverErrors, fields: new Set<string>() });
  if (edited.answer !== serverErrors) setEdited({ answer: serverErrors, fields: new Set() });
  // prism, near PD, dates, prescriber, wearer, note, and an expired one's confirmation
  const details = usePrescriptionDetails(initial, serverErrors);
  const { typedExtra, savedExtra } = details;

  // a saved prescription is the signed-in shopper's own: signed out, the tab is not offered
  const mode: PrescriptionMode =
    (wanted === 'saved' && !signedIn) || (wanted === 'later' && !offerLater) ? 'typed' : wanted;
  const saved = useSWR(
    signedIn && mode === 'saved' ? 'lens-flow-saved-prescriptions' : null,
    loadSavedPrescriptions,
  );

  const typedReading = useMemo(() => typedChoice(typed.draft, addition, typed.pdMode), [typed, addition]);
  // the photo's PD: typed beside it (the same PD fields as the typed form) or on the photo
  const photoReading = useMemo(
    () => photoChoice(upload ?? '', typed.draft, typed.pdMode, pdOnPhoto),
    [upload, typed, pdOnPhoto],
  );
  const choice = useMemo((): PrescriptionStepChoice | null => {
    // values read from a photo are sent (and kept) only once the shopper has checked them
    if (mode === 'typed') return readFromPhoto ? null : withDetails(typedReading.choice, typedExtra);
    if (mode === 'photo') return upload ? photoReading.choice : null;
    if (mode === 'later') return LATER_CHOICE;
    const prescription = saved.data?.find((candidate) => candidate.id === savedId);
    return prescription ? withDetails(savedChoice(prescription), savedExtra) : null;
  }, [mode, typedReading, readFromPhoto, photoReading, upload, saved.data, savedId, typedExtra, savedExtra]);

  // the wizard's latest callback, called once per change of the choice (not per render)
  const tell = useRef(onChange);
  useEffect(() => {
    tell.current = onChange;
  });
  useEffect(() => tell.current(choice), [choice]);

  const markEdited = (field: string) =>
    setEdited((current) => ({ ...current, fields: new Set([...current.fields, field, '*']) }));

  const changeField = (field: PrescriptionField, value: string) => {
    setTyped((current) => {
      const draft: TypedDraft = { ...current.draft, [field]: value };
      // no cylinder, no axis: the axis field is switched off and emptied
      if (field === 'od_cyl' && !hasCylinder(value)) draft.od_axis = '';
      if (field === 'os_cyl' && !hasCylinder(value)) draft.os_axis = '';
      return { ...current, draft };
    });
    setTouched((current) => new Set([...current, field]));
    // a value the shopper chose is theirs: its "please check" mark goes
    setReadFromPhoto((current) => (current ? new Set([...current].filter((read) => read !== field)) : null));
    markEdited(field);
  };

  // a photo read on this device fills the typed form, every value marked for checking
  const takeReading = (reading: PrescriptionReading, photo: Blob) => {
    const { values, pdMode } = readingFormValues(reading);
    const fields = Object.keys(values) as PrescriptionField[];
    setTyped((current) => ({
      draft: { ...emptyTypedDraft(), ...(pdMode ? {} : pdValues(current.draft)), ...values },
      pdMode: pdMode ?? current.pdMode,
    }));
    // shown at once: a value the shop's rules refuse says so beside it
    setTouched(new Set(fields));
    setReadFromPhoto(new Set(fields));
    setReadPhoto({ photo, sending: false, error: null });
    setWanted('typed');
    markEdited('photo');
  };
  // the shopper would rather the optician read it: the photo is sent, the values read are dropped
  const sendReadPhoto = async () => {
    if (!readPhoto) return;
    setReadPhoto({ ...readPhoto, sending: true, error: null });
    try {
      const handle = await uploadPhoto(readPhoto.photo);
      setUpload(handle);
      setReadFromPhoto(null);
      setReadPhoto(null);
      setTyped((current) => ({ ...current, draft: { ...emptyTypedDraft(), ...pdValues(current.draft) } }));
      setWanted('photo');
      markEdited('photo');
    } catch (error) {
      setReadPhoto({ ...readPhoto, sending: false, error: uploadMessage(error) });
    }
  };
  const readHints: Partial<Record<PrescriptionField, string>> = {};
  for (const field of readFromPhoto ?? []) readHints[field] = READ_FROM_PHOTO_HINT;
  const changePdMode = (pdMode: PdMode) => {
    setTyped((current) => ({ ...current, pdMode }));
    markEdited('pd_mode');
  };

  // a field shows the server's message until it is changed, else the shop's once the shopper has
  // touched it (an axis as soon as its eye has a cylinder)
  const serverFieldErrors: Partial<Record<PrescriptionField, string>> = {};
  const otherServerErrors: string[] = [];
  for (const [key, message] of Object.entries(serverErrors)) {
    if (!message || isDetailKey(key)) continue;
    const field = prescriptionFieldOf(key);
    if (field && fieldShown(field, { mode, addition, pdMode: typed.pdMode, pdOnPhoto })) {
      if (!edited.fields.has(field)) serverFieldErrors[field] = message;
    } else if (!edited.fields.has('*')) otherServerErrors.push(message);
  }
  const fieldErrors: Partial<Record<PrescriptionField, string>> = {};
  const stillNeeded: string[] = [];
  const problems = mode === 'photo' ? photoReading.problems : typedReading.problems;
  for (const [key, message] of Object.entries(problems)) {
    const field = key as PrescriptionField;
    const shown =
      touched.has(field) ||
      (field.endsWith('_axis') && touched.has(field.replace('_axis', '_cyl') as PrescriptionField));
    if (shown) fieldErrors[field] = message;
    else if (!serverFieldErrors[field]) stillNeeded.push(FIELD_SHORT_NAMES[field]);
  }

  const selectMode = (next: PrescriptionMode) => {
    setWanted(next);
    markEdited('mode');
  };
  const modes = MODES.filter(
    (entry) => (entry.mode !== 'saved' || signedIn) && (entry.mode !== 'later' || offerLater),
  );
  const moveWithArrows = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const at = modes.findIndex((entry) => entry.mode === mode);
    const next = modes[(at + step + modes.length) % modes.length];
    if (!next) return;
    selectMode(next.mode);
    document.getElementById(`${id}-tab-${next.mode}`)?.focus();
  };

  const warning = mode === 'typed' ? typedReading.warning : (choice?.warning ?? null);

  return (
    // the wizard's step section, named by its heading, holds this: no second landmark of that name
    <div className={styles.step} data-testid="rx-step">
      <div className={styles.tabs} role="tablist" aria-label="How to give your prescription">
        {modes.map((entry) => (
          <button
            key={entry.mode}
            id={`${id}-tab-${entry.mode}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={mode === entry.mode}
            aria-controls={`${id}-panel`}
            tabIndex={mode === entry.mode ? 0 : -1}
            onClick={() => selectMode(entry.mode)}
            onKeyDown={moveWithArrows}
            data-testid={`rx-mode-${entry.mode}`}
          >
            {entry.label}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`} className={styles.panel}>
        {mode === 'typed' ? (
          <PrescriptionTyped
            idPrefix={id}
            draft={typed.draft}
            pdMode={typed.pdMode}
            addition={addition}
            errors={{ ...fieldErrors, ...serverFieldErrors }}
            hints={readHints}
            onField={changeField}
            onPdMode={changePdMode}
            more={
              <PrescriptionMoreDetails idPrefix={id} details={details} typed={typed} addition={addition} />
            }
          >
            {readFromPhoto ? (
              <PrescriptionReadNotice
                idPrefix={id}
                onConfirm={() => {
                  setReadFromPhoto(null);
                  setReadPhoto(null);
                }}
                onSendPhoto={() => void sendReadPhoto()}
                sending={readPhoto?.sending ?? false}
                error={readPhoto?.error ?? null}
              />
            ) : null}
          </PrescriptionTyped>
        ) : mode === 'later' ? (
          <PrescriptionLater />
        ) : mode === 'saved' ? (
          <PrescriptionSaved
            idPrefix={id}
            addition={addition}
            prescriptions={saved.data}
            failed={Boolean(saved.error)}
            selectedId={savedId}
            onSelect={(chosen) => {
              setSavedId(chosen);
              markEdited('saved');
            }}
            onRetry={() => void saved.mutate()}
          />
        ) : (
          <>
            <PrescriptionPhotoCrop
              idPrefix={id}
              upload={upload}
              onUploaded={(handle) => {
                setUpload(handle);
                markEdited('photo');
              }}
              onRead={takeReading}
            />
            <PrescriptionPd
              idPrefix={id}
              draft={typed.draft}
              pdMode={typed.pdMode}
              errors={{ ...fieldErrors, ...serverFieldErrors }}
              onField={changeField}
              onPdMode={changePdMode}
              onPhoto={{
                checked: pdOnPhoto,
                onChange: (checked) => {
                  setPdOnPhoto(checked);
                  markEdited('pd_on_photo');
                },
              }}
            />
          </>
        )}
      </div>

      <PrescriptionExpired details={details} mode={mode} />
      {otherServerErrors.length > 0 ? (
        <ul className={styles.serverErrors} role="alert" data-testid="rx-server-errors">
          {otherServerErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {(mode === 'typed' || (mode === 'photo' && upload)) && stillNeeded.length > 0 ? (
        <p className={styles.stillNeeded} data-testid="rx-missing">
          Still to choose: {stillNeeded.join(', ')}.
        </p>
      ) : null}
      {/* the both-eyes warning, once: a quiet note while typing, a question when Submit meets it */}
      {warning && confirmRequest > 0 ? (
        <PrescriptionWarning
          warning={warning}
          confirmRequest={confirmRequest}
          onConfirm={() => onConfirm?.()}
          onCheckAgain={() => {
            onCheckAgain?.();
            document
              .getElementById(`${id}-panel`)
              ?.querySelector<HTMLElement>('select, input, button')
              ?.focus();
          }}
        />
      ) : null}
      {/* always in the page, so a screen reader hears the note when it appears */}
      <div role="status" className={styles.warningRegion}>
        {warning && confirmRequest === 0 ? (
          <p className={styles.warning} data-testid="rx-warning">
            {warning}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The PD typed beside a photo, kept when the photo's reading has none. */
function pdValues(draft: TypedDraft): Pick<TypedDraft, 'pd' | 'pd_right' | 'pd_left'> {
  return { pd: draft.pd, pd_right: draft.pd_right, pd_left: draft.pd_left };
}
