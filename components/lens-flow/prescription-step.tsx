'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { prescriptionListAddress } from '@/lib/contract/book-addresses';
import type { PrescriptionChoiceValue } from '@/lib/shop/lens-flow';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import {
  hasCylinder,
  LATER_CHOICE,
  photoChoice,
  typedChoice,
  typedDraftOf,
  type PdMode,
  type PrescriptionMode,
  type PrescriptionStepChoice,
  type TypedDraft,
} from './prescription-choice';
import { savedChoice } from './saved-prescription-choice';
import { withDetails } from './prescription-details-form';
import { rulePrescriptionOf } from './rule-prescription-of';
import { PrescriptionExpired } from './prescription-expired';
import { PrescriptionModeTabs } from './prescription-mode-tabs';
import { PrescriptionMoreDetails } from './prescription-more-details';
import { PrescriptionLater } from './prescription-later';
import { PrescriptionPd } from './prescription-pd';
import { PrescriptionPhotoCrop } from './prescription-photo-crop';
import { PrescriptionReadNotice } from './prescription-read-notice';
import { PrescriptionSaved } from './prescription-saved';
import { stepMessages } from './prescription-step-messages';
import { PrescriptionStepNotes } from './prescription-step-notes';
import { PrescriptionTyped } from './prescription-typed';
import { usePhotoReading } from './use-photo-reading';
import { usePrescriptionDetails } from './use-prescription-details';
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
  /** The lens use chosen (its name): the PD tool says when the optician confirms a measured PD. */
  lensUse?: string;
}

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
  lensUse,
}: PrescriptionStepProps) {
  const id = useId();
  const signedIn = useShopState(selectSignedIn);
  const [wanted, setWanted] = useState<PrescriptionMode>(() => modeOf(initial));
  const [typed, setTyped] = useState(() => typedDraftOf(initial));
  const [touched, setTouched] = useState<ReadonlySet<PrescriptionField>>(() => new Set());
  const [savedId, setSavedId] = useState(initial?.source === 'saved' ? initial.id : null);
  const [upload, setUpload] = useState(initial?.source === 'image' ? initial.upload : null);
  const [pdOnPhoto, setPdOnPhoto] = useState(initial?.source === 'image' && initial.pdOnPhoto === true);
  // the server's messages are about what was sent: each goes once the shopper changes its field,
  // and a new answer (a new serverErrors object) shows them all again
  const [edited, setEdited] = useState({ answer: serverErrors, fields: new Set<string>() });
  if (edited.answer !== serverErrors) setEdited({ answer: serverErrors, fields: new Set() });
  // prism, near PD, dates, prescriber, wearer, note, and an expired one's confirmation
  const details = usePrescriptionDetails(initial, serverErrors);
  const { typedExtra, savedExtra } = details;
  const markEdited = (field: string) =>
    setEdited((current) => ({ ...current, fields: new Set([...current.fields, field, '*']) }));
  // values read from a photo on this device, marked until checked (docs/product.md#prescription-photo-reading)
  const photo = usePhotoReading({
    setTyped,
    setTouched,
    fillDetails: details.fill,
    onRead: () => {
      setWanted('typed');
      markEdited('photo');
    },
    onSent: (handle) => {
      setUpload(handle);
      setWanted('photo');
      markEdited('photo');
    },
  });

  // a saved prescription is the signed-in shopper's own: signed out, the tab is not offered
  const mode: PrescriptionMode =
    (wanted === 'saved' && !signedIn) || (wanted === 'later' && !offerLater) ? 'typed' : wanted;
  const saved = useSWR(
    signedIn && mode === 'saved' ? 'lens-flow-saved-prescriptions' : null,
    loadSavedPrescriptions,
  );

  const typedReading = useMemo(() => typedChoice(typed.draft, addition, typed.pdMode), [typed, addition]);
  // the prescription as the lens rules read it, for the PD tool's word on the optician
  const rulePrescription = useMemo(
    () => rulePrescriptionOf(typed, addition, details.text),
    [typed, addition, details.text],
  );
  // the photo's PD: typed beside it (the same PD fields as the typed form) or on the photo
  const photoReading = useMemo(
    () => photoChoice(upload ?? '', typed.draft, typed.pdMode, pdOnPhoto),
    [upload, typed, pdOnPhoto],
  );
  const choice = useMemo((): PrescriptionStepChoice | null => {
    // values read from a photo are sent (and kept) only once the shopper has checked them
    if (mode === 'typed') return photo.checking ? null : withDetails(typedReading.choice, typedExtra);
    if (mode === 'photo') return upload ? photoReading.choice : null;
    if (mode === 'later') return LATER_CHOICE;
    const prescription = saved.data?.find((candidate) => candidate.id === savedId);
    return prescription ? withDetails(savedChoice(prescription), savedExtra) : null;
  }, [mode, typedReading, photo.checking, photoReading, upload, saved.data, savedId, typedExtra, savedExtra]);

  // the wizard's latest callback, called once per change of the choice (not per render)
  const tell = useRef(onChange);
  useEffect(() => {
    tell.current = onChange;
  });
  useEffect(() => tell.current(choice), [choice]);

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
    photo.unmark(field);
    markEdited(field);
  };
  const changeDetail: typeof details.change = (field, value) => {
    details.change(field, value);
    photo.unmark(field);
  };

  const changePdMode = (pdMode: PdMode) => {
    setTyped((current) => ({ ...current, pdMode }));
    markEdited('pd_mode');
  };

  const { errors, otherServerErrors, stillNeeded } = stepMessages({
    serverErrors,
    edited: edited.fields,
    problems: mode === 'photo' ? photoReading.problems : typedReading.problems,
    touched,
    form: { mode, addition, pdMode: typed.pdMode, pdOnPhoto },
  });

  const selectMode = (next: PrescriptionMode) => {
    setWanted(next);
    markEdited('mode');
  };

  const warning = mode === 'typed' ? typedReading.warning : (choice?.warning ?? null);

  return (
    // the wizard's step section, named by its heading, holds this: no second landmark of that name
    <div className={styles.step} data-testid="rx-step">
      <PrescriptionModeTabs
        idPrefix={id}
        mode={mode}
        signedIn={signedIn}
        offerLater={offerLater}
        onSelect={selectMode}
      />

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`} className={styles.panel}>
        {mode === 'typed' ? (
          <PrescriptionTyped
            idPrefix={id}
            draft={typed.draft}
            pdMode={typed.pdMode}
            addition={addition}
            errors={errors}
            hints={photo.hints}
            onField={changeField}
            onPdMode={changePdMode}
            lensUse={lensUse}
            prescription={rulePrescription}
            more={
              <PrescriptionMoreDetails
                idPrefix={id}
                details={details}
                hints={photo.hints}
                onField={changeDetail}
                typed={typed}
                addition={addition}
              />
            }
          >
            {photo.checking ? (
              <PrescriptionReadNotice
                idPrefix={id}
                onConfirm={photo.confirm}
                onSendPhoto={photo.sendPhoto}
                sending={photo.sending}
                error={photo.sendError}
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
              onRead={photo.take}
            />
            <PrescriptionPd
              idPrefix={id}
              draft={typed.draft}
              pdMode={typed.pdMode}
              errors={errors}
              onField={changeField}
              onPdMode={changePdMode}
              lensUse={lensUse}
              prescription={null}
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
      <PrescriptionStepNotes
        panelId={`${id}-panel`}
        otherServerErrors={otherServerErrors}
        stillNeeded={mode === 'typed' || (mode === 'photo' && upload) ? stillNeeded : []}
        warning={warning}
        confirmRequest={confirmRequest}
        onConfirm={onConfirm}
        onCheckAgain={onCheckAgain}
      />
    </div>
  );
}
