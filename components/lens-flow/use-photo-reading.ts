'use client';

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { DetailField } from '@/lib/shop/prescription-details';
import type { PrescriptionReading } from '@/lib/shop/prescription-reading';
import {
  READ_DETAIL_FIELDS,
  readingDetailValues,
  readingFormValues,
} from '@/lib/shop/prescription-reading-form';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import { emptyTypedDraft, type PdMode, type TypedDraft } from './prescription-choice';
import { uploadMessage, uploadPhoto } from './prescription-photo-crop';
import { READ_FROM_PHOTO_HINT } from './prescription-read-notice';
import type { PrescriptionDetailsState } from './use-prescription-details';

/** A field a photo can fill: the typed values, or the more details. */
export type ReadField = PrescriptionField | DetailField;

type Typed = { draft: TypedDraft; pdMode: PdMode };

export interface PhotoReadingHooks {
  setTyped: Dispatch<SetStateAction<Typed>>;
  /** The typed values whose messages show at once. */
  setTouched: (fields: ReadonlySet<PrescriptionField>) => void;
  fillDetails: PrescriptionDetailsState['fill'];
  /** The values were read: the step shows the typed form. */
  onRead: () => void;
  /** The photo was sent for the optician to read instead: its upload's handle. */
  onSent: (upload: string) => void;
}

/** The PD typed beside a photo, kept when the photo's reading has none. */
function pdValues(draft: TypedDraft): Pick<TypedDraft, 'pd' | 'pd_right' | 'pd_left'> {
  return { pd: draft.pd, pd_right: draft.pd_right, pd_left: draft.pd_left };
}

/**
 * A photo read on this device (docs/product.md#prescription-photo-reading): it fills the typed form's
 * values and more details, each marked "Read from your photo: please check" until the shopper
 * changes it, and the step sends nothing until the shopper has checked them all (`checking`).
 */
export function usePhotoReading(hooks: PhotoReadingHooks) {
  // the fields still marked, or null once checked
  const [marked, setMarked] = useState<ReadonlySet<ReadField> | null>(null);
  // the photo those values came from, kept in the browser in case the shopper sends it instead
  const [readPhoto, setReadPhoto] = useState<{ photo: Blob; sending: boolean; error: string | null } | null>(
    null,
  );

  const take = (reading: PrescriptionReading, photo: Blob) => {
    const { values, pdMode } = readingFormValues(reading);
    const details = readingDetailValues(reading);
    const fields = Object.keys(values) as PrescriptionField[];
    hooks.setTyped((current) => ({
      draft: { ...emptyTypedDraft(), ...(pdMode ? {} : pdValues(current.draft)), ...values },
      pdMode: pdMode ?? current.pdMode,
    }));
    // shown at once: a value the shop's rules refuse says so beside it
    hooks.setTouched(new Set(fields));
    hooks.fillDetails(details, READ_DETAIL_FIELDS);
    setMarked(new Set([...fields, ...(Object.keys(details) as DetailField[])]));
    setReadPhoto({ photo, sending: false, error: null });
    hooks.onRead();
  };

  // the shopper would rather the optician read it: the photo is sent, the values read are dropped
  const sendPhoto = async () => {
    if (!readPhoto) return;
    setReadPhoto({ ...readPhoto, sending: true, error: null });
    try {
      const handle = await uploadPhoto(readPhoto.photo);
      setMarked(null);
      setReadPhoto(null);
      hooks.setTyped((current) => ({
        ...current,
        draft: { ...emptyTypedDraft(), ...pdValues(current.draft) },
      }));
      hooks.fillDetails({}, READ_DETAIL_FIELDS);
      hooks.onSent(handle);
    } catch (error) {
      setReadPhoto({ ...readPhoto, sending: false, error: uploadMessage(error) });
    }
  };

  const hints: Partial<Record<ReadField, string>> = {};
  for (const field of marked ?? []) hints[field] = READ_FROM_PHOTO_HINT;

  return {
    /** Values read are waiting for the shopper's check: nothing is sent or kept. */
    checking: marked !== null,
    hints,
    take,
    sendPhoto: () => void sendPhoto(),
    sending: readPhoto?.sending ?? false,
    sendError: readPhoto?.error ?? null,
    /** The shopper checked the values: they are the shopper's now. */
    confirm: () => {
      setMarked(null);
      setReadPhoto(null);
    },
    /** A value the shopper chose is theirs: its mark goes. */
    unmark: (field: ReadField) =>
      setMarked((current) => (current ? new Set([...current].filter((read) => read !== field)) : null)),
  };
}
