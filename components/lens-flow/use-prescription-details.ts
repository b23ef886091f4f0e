'use client';

import { useMemo, useState } from 'react';
import type { PrescriptionChoiceValue } from '@/lib/shop/lens-flow';
import { DETAIL_FIELDS, type DetailField, type DetailsProblems } from '@/lib/shop/prescription-details';
import { PRESCRIPTION_EXPIRY_MESSAGES } from '@/lib/shop/prescription-expiry';
import { prescriptionToday } from '@/lib/shop/prescription-kept-details';
import {
  confirmedBefore,
  detailsTextOf,
  hasDetailsText,
  readDetailsText,
  type DetailsText,
} from './prescription-details-form';

/** The field a detail's message may come from: a prism and its base, the exam and expiry dates. */
function partnerOf(field: DetailField): DetailField | null {
  if (field.endsWith('_base')) return field.replace('_base', '') as DetailField;
  if (field.includes('_prism_')) return `${field}_base` as DetailField;
  if (field === 'exam_date') return 'expiry_date';
  if (field === 'expiry_date') return 'exam_date';
  return null;
}

const DETAIL_KEYS: ReadonlySet<string> = new Set([...DETAIL_FIELDS, 'confirmExpired']);

/** Whether a 422 field is the details' own (shown in the details, not in the step's list). */
export const isDetailKey = (key: string) => DETAIL_KEYS.has(key.split('.').at(-1) ?? key);

/**
 * The prescription step's details and an expired prescription's confirmation
 * (docs/product.md#prescription-details): the text the form holds, what it adds to a typed or saved
 * choice, the messages by field (the server's until the field changes, else the shop's once the
 * shopper touched it or its partner) and the expiry notice.
 */
export function usePrescriptionDetails(
  initial: PrescriptionChoiceValue | null,
  serverErrors: Partial<Record<string, string>>,
) {
  const [text, setText] = useState<DetailsText>(() => detailsTextOf(initial));
  const [opened, setOpened] = useState(() => hasDetailsText(detailsTextOf(initial)));
  // each fill from a photo opens the section again, even one the shopper closed since
  const [fills, setFills] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<DetailField>>(() => new Set());
  const [confirmed, setConfirmed] = useState(() => confirmedBefore(initial));
  const [edited, setEdited] = useState({ answer: serverErrors, fields: new Set<string>() });
  if (edited.answer !== serverErrors) setEdited({ answer: serverErrors, fields: new Set() });
  // docs/product.md#prescription-today: the day the server reads too
  const [today] = useState(() => prescriptionToday(new Date()));
  const reading = useMemo(() => readDetailsText(text, today), [text, today]);

  const change = (field: DetailField, value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set([...current, field]));
    setEdited((current) => ({ ...current, fields: new Set([...current.fields, field]) }));
  };

  /**
   * Values read from a photo (docs/product.md#prescription-photo-reading): the `emptied` fields lose
   * what they held, the values are set, and their messages show at once, as the shopper's would; the
   * section opens when something was filled.
   */
  const fill = (values: Partial<DetailsText>, emptied: readonly DetailField[]) => {
    const fields = Object.keys(values) as DetailField[];
    setText((current) => {
      const next = { ...current };
      for (const field of emptied) next[field] = '';
      return { ...next, ...values };
    });
    setTouched((current) => new Set([...current, ...fields]));
    setEdited((current) => ({ ...current, fields: new Set([...current.fields, ...emptied, ...fields]) }));
    if (fields.length > 0) {
      setOpened(true);
      setFills((count) => count + 1);
    }
  };

  const errors: DetailsProblems = {};
  for (const field of DETAIL_FIELDS) {
    const server = serverErrors[field];
    const partner = partnerOf(field);
    if (server && !edited.fields.has(field)) errors[field] = server;
    else if (touched.has(field) || (partner !== null && touched.has(partner)))
      errors[field] = reading.problems[field];
  }
  // A problem opens the disclosure, and it stays open once the problem is fixed: the `open` the
  // disclosure is given going back to false would close it under the shopper's hand, as soon as
  // they chose a prism's base, hiding the fields they were filling in.
  const hasProblem = Object.values(errors).some(Boolean);
  if (hasProblem && !opened) setOpened(true);
  // the shop reads the expiry of typed details at once; the server's word covers a saved one, or a
  // different validity setting
  const typedExpired = reading.expiredOn ? PRESCRIPTION_EXPIRY_MESSAGES.expired(reading.expiredOn) : null;
  const serverExpired = serverErrors.confirmExpired ?? null;
  // what a typed choice adds (null while it cannot be sent), and a saved one: kept in one object
  // while nothing changes, so the step tells the wizard of a change only when there is one
  const typedExtra = useMemo(
    (): Record<string, string | boolean> | null =>
      Object.keys(reading.problems).length > 0 || (reading.expiredOn && !confirmed)
        ? null
        : { ...reading.sent, ...(confirmed ? { confirmExpired: true } : {}) },
    [reading, confirmed],
  );
  const savedExtra = useMemo(
    (): Record<string, boolean> => (confirmed ? { confirmExpired: true } : {}),
    [confirmed],
  );

  return {
    text,
    change,
    fill,
    errors,
    opened: opened || hasProblem,
    /** Changes with each fill from a photo: the section is shown afresh, open. */
    fills,
    confirmed,
    setConfirmed,
    /** The expiry notice of the mode shown, or null. */
    expiredMessage: (mode: string) =>
      mode === 'typed' ? (typedExpired ?? serverExpired) : mode === 'saved' ? serverExpired : null,
    typedExtra,
    /** The confirmation, once given (kept: the wizard sends the choice again at each step). */
    savedExtra,
  };
}

/** The step's details, as its parts read them. */
export type PrescriptionDetailsState = ReturnType<typeof usePrescriptionDetails>;
