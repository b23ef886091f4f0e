'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '@/lib/api';
import { orderCheckPrescription, orderPrescription } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { TICKET_MESSAGE_MIN } from '@/lib/contract/ticket-rules';
import { hasPrescriptionValues, photoPdText } from '@/lib/shop/order-lens-details';
import { missingCheckItems, OPTICIAN_CHECK_LABELS, type OpticianCheckItem } from '@/lib/shop/optician-check';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';
import styles from './order-detail.module.css';
import { RxPhoto, RxValues } from './order-prescription-panel';

/** What the signed-in member may do about the check (docs/operating.md#optician-check). */
export interface OpticianRights {
  /** Granted by an owner; owners always hold it. */
  mayConfirm: boolean;
  /** A licence number is on their profile. */
  hasLicence: boolean;
}

interface Props {
  number: string;
  optician: OpticianRights;
  onClose: () => void;
  onDone: (message: string) => void;
}

type Busy = 'confirm' | 'question' | null;

function whyNot(optician: OpticianRights, loaded: boolean, missing: number): string | null {
  if (!optician.mayConfirm)
    return 'You cannot confirm prescriptions: an owner grants that on the Staff page. You can ask the shopper.';
  if (!optician.hasLicence) return 'Add your licence number under Your account to confirm prescriptions.';
  if (!loaded) return 'The values open first.';
  if (missing > 0) return `Tick every item of the checklist to confirm (${missing} left).`;
  return null;
}

/**
 * The optician's check before the lab makes the lenses (docs/operating.md#optician-check): the
 * dialog opens the values (written in the audit log), lists what the shop flags first, then the
 * values and a checklist with nothing ticked; Confirm waits until every item is ticked, and only a
 * member who may confirm, with a licence number, can. Or ask the shopper, which opens a ticket.
 */
export function CheckPrescriptionDialog({ number, optician, onClose, onDone }: Props) {
  const id = useId();
  const [prescription, setPrescription] = useState<OrderPrescription | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [ticked, setTicked] = useState<readonly OpticianCheckItem[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callConsole(orderPrescription, { number })
      .then((answer) => live && setPrescription(answer))
      .catch((error: unknown) => {
        if (live) setLoadProblem(isApiError(error) ? error.message : 'The prescription could not be opened.');
      });
    return () => {
      live = false;
    };
  }, [number]);

  const items = prescription?.checkItems ?? [];
  const missing = missingCheckItems(items, ticked).length;
  const reason = whyNot(optician, prescription !== null, missing);
  const flags = prescription?.lines.flatMap((line) =>
    line.flags.map((flag) => ({ key: `${line.lineId}-${flag.code}-${flag.message}`, line, flag })),
  );

  const run = async (what: Exclude<Busy, null>, send: () => Promise<string>) => {
    if (busy) return;
    setBusy(what);
    setProblem(null);
    try {
      onDone(await send());
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  const confirm = () =>
    run('confirm', async () => {
      await callConsole(orderCheckPrescription, { number, decision: 'confirmed', checked: [...ticked] });
      return 'Prescription confirmed. The lab can make the lenses.';
    });
  const ask = () =>
    run('question', async () => {
      const answer = await callConsole(orderCheckPrescription, {
        number,
        decision: 'question',
        message: question.trim(),
      });
      return `Question sent to the shopper in ticket ${answer.ticketNumber ?? ''}. The order waits for an answer.`;
    });
  const toggle = (item: OpticianCheckItem, on: boolean) =>
    setTicked((now) =>
      on ? [...now.filter((one) => one !== item), item] : now.filter((one) => one !== item),
    );

  return (
    <ConsoleDialog
      title="Check the prescription"
      intro="Opening the values is written in the audit log. Look at what the shop flags, then the values, and tick each item you checked."
      onClose={onClose}
      testId="check-prescription"
    >
      {loadProblem ? (
        <p className={formStyles.formError} role="alert">
          {loadProblem}
        </p>
      ) : null}
      {prescription === null && loadProblem === null ? (
        <p className={styles.muted}>Opening the values…</p>
      ) : null}
      {flags ? (
        <section aria-labelledby={`${id}-flags`} data-testid="check-prescription-flags">
          <h3 id={`${id}-flags`} className={styles.lensUse}>
            What the shop flags
          </h3>
          {flags.length === 0 ? (
            <p className={styles.muted}>Nothing unusual in the values.</p>
          ) : (
            <ul>
              {flags.map(({ key, line, flag }) => (
                <li key={key} data-testid={`check-prescription-flag-${flag.code}`}>
                  {prescription && prescription.lines.length > 1 ? `${line.name}: ` : ''}
                  {flag.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {prescription?.lines.map((line) => (
        <section key={line.lineId} aria-label={`Prescription to check for ${line.name}`}>
          <h3 className={styles.lensUse}>
            {line.name} · {line.colorName} · {line.lensUse}
          </h3>
          {hasPrescriptionValues(line.values) ? (
            <RxValues values={line.values} caption={`Prescription values for ${line.name}`} line={line} />
          ) : null}
          {line.photoUrl && !hasPrescriptionValues(line.values) ? <p>{photoPdText(line.values)}</p> : null}
          {line.photoUrl ? <RxPhoto number={number} line={line} /> : null}
        </section>
      ))}
      {prescription ? (
        <fieldset className={formStyles.fieldset} data-testid="check-prescription-checklist">
          <legend>Your checklist</legend>
          {items.map((item) => (
            <label key={item} className={formStyles.choice}>
              <input
                type="checkbox"
                checked={ticked.includes(item)}
                onChange={(event) => toggle(item, event.target.checked)}
                data-testid={`check-prescription-item-${item}`}
              />
              {OPTICIAN_CHECK_LABELS[item]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          disabled={reason !== null || busy !== null}
          aria-describedby={reason ? `${id}-why` : undefined}
          onClick={() => void confirm()}
          data-testid="check-prescription-confirm"
        >
          {busy === 'confirm' ? 'Confirming…' : 'Confirm the prescription'}
        </button>
      </div>
      {reason ? (
        <p id={`${id}-why`} className={styles.muted} data-testid="check-prescription-why">
          {reason}
          {optician.mayConfirm && !optician.hasLicence ? (
            <>
              {' '}
              <Link href="/admin/account">Your account</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <section aria-labelledby={`${id}-ask`}>
        <h3 id={`${id}-ask`} className={styles.lensUse}>
          Ask the shopper
        </h3>
        <label htmlFor={`${id}-question`}>Question to the shopper</label>
        <p id={`${id}-question-hint`} className={styles.muted}>
          They read it in their support tickets and by mail; the order waits for their answer.
        </p>
        <textarea
          id={`${id}-question`}
          aria-describedby={`${id}-question-hint`}
          maxLength={4000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          data-testid="check-prescription-message"
        />
        <div className={formStyles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={question.trim().length < TICKET_MESSAGE_MIN || busy !== null}
            onClick={() => void ask()}
            data-testid="check-prescription-ask"
          >
            {busy === 'question' ? 'Sending…' : 'Send the question'}
          </button>
        </div>
      </section>
      {problem ? (
        <p className={formStyles.formError} role="alert" data-testid="check-prescription-error">
          {problem}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ConsoleDialog>
  );
}
