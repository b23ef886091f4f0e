'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Price } from '@/components/catalog/price';
import { LazyImage } from '@/components/ui/lazy-image';
import type { FrameType } from '@/lib/shop/lens-graph';
import { currentEntry, nextButtonLabel, readyToSubmit, selectionOf } from '@/lib/shop/lens-flow';
import { inventorySummary } from '@/lib/shop/lens-summary';
import { LensStepOptions } from './lens-step-options';
import { LensSummaryPanel } from './lens-summary-panel';
import { PrescriptionStep, type PrescriptionStepChoice } from './prescription-step';
import { useLensFlow } from './use-lens-flow';
import styles from './lens-wizard.module.css';

export interface WizardFrame {
  code: string;
  title: string;
  type: FrameType;
  /** What the frame costs now, US cents (spec §3 footer data: title and price). */
  price: number;
  colorName: string | null;
  image: { url: string; alt: string; width: number; height: number } | null;
}

/**
 * The lens wizard (spec §4 "Lens flow"): one step at a time from the lens use to the lens type,
 * with the inventory summary beside it and the footer's frame, Back and Next below.
 */
export function LensWizard({ frame, color }: { frame: WizardFrame; color: string | undefined }) {
  const flow = useLensFlow(frame, color);
  const { state } = flow;
  const entry = currentEntry(state);
  const [prescription, setPrescription] = useState<PrescriptionStepChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const summary = useMemo(
    () => inventorySummary({ title: frame.title, price: frame.price }, state.flowList, state.selections),
    [frame.title, frame.price, state.flowList, state.selections],
  );

  if (flow.added) return <GlassesAdded frame={frame} total={flow.added.unitPrice} />;
  if (flow.startFailure)
    return (
      <p className={styles.failure} role="alert">
        {flow.startFailure} <Link href={`/details/${frame.code}`}>Back to the frame</Link>
      </p>
    );

  const onPrescription = entry?.name === 'prescription';
  const label = nextButtonLabel(state);
  const canGoOn = state.nextControl && !flow.busy && Boolean(entry && selectionOf(state, entry.name));
  const nextEnabled = onPrescription ? state.nextControl && !flow.busy && prescription !== null : canGoOn;

  function submitPrescription(confirmed: boolean) {
    if (!prescription) return;
    // spec §5: eyes that differ by 3 or more are flagged; the shopper confirms before sending
    if (prescription.warning && !confirmed) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    flow.choose({ type: 'prescription', value: prescription.value, price: 0, item: prescription.item });
  }

  function onNext() {
    if (onPrescription) submitPrescription(false);
    else flow.next();
  }

  function onPrescriptionChange(choice: PrescriptionStepChoice | null) {
    setPrescription(choice);
    setConfirming(false);
    flow.setPrescriptionReady(choice !== null);
  }

  return (
    <div className={styles.wizard} data-testid="lens-wizard" data-step={entry?.name ?? ''}>
      <div className={styles.main}>
        {entry ? (
          <section aria-labelledby="lens-step-title" aria-busy={flow.busy}>
            <p className={styles.counter} data-testid="lens-step-count">
              Step {state.currentStep} of {state.size}
            </p>
            <h2 id="lens-step-title" className={styles.stepTitle} data-testid="lens-step-title">
              {entry.title}
            </h2>
            {onPrescription ? (
              <PrescriptionStep
                key={entry.stepId}
                addition={entry.data.prescription?.addition ?? 'refused'}
                initial={prescriptionValueOf(selectionOf(state, 'prescription')?.value)}
                serverErrors={flow.fieldErrors}
                onChange={onPrescriptionChange}
              />
            ) : (
              <LensStepOptions
                entry={entry}
                chosen={selectionOf(state, entry.name)}
                busy={flow.busy}
                onChoose={flow.choose}
              />
            )}
            {confirming && prescription?.warning && (
              <div className={styles.confirm} role="alertdialog" aria-labelledby="rx-confirm-text">
                <p id="rx-confirm-text">{prescription.warning}</p>
                <div className={styles.confirmActions}>
                  <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                    Check again
                  </button>
                  <button
                    type="button"
                    className={styles.primary}
                    onClick={() => submitPrescription(true)}
                    data-testid="rx-confirm"
                  >
                    Submit as entered
                  </button>
                </div>
              </div>
            )}
          </section>
        ) : (
          <p className={styles.loading} role="status">
            Loading your lens choices…
          </p>
        )}
      </div>
      <aside className={styles.aside}>
        {frame.image && (
          <LazyImage
            className={styles.frameImage}
            src={frame.image.url}
            alt={frame.image.alt}
            width={frame.image.width}
            height={frame.image.height}
            sizes="(max-width: 960px) 100vw, 420px"
            priority
            unoptimized
          />
        )}
        <LensSummaryPanel summary={summary} />
      </aside>
      <footer className={styles.footer}>
        <p className={styles.footerFrame} data-testid="lens-footer">
          <span>
            {frame.title}
            {frame.colorName ? ` · ${frame.colorName}` : ''}
          </span>
          <Price cents={frame.price} />
        </p>
        <div className={styles.footerActions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={flow.back}
            disabled={state.currentStep <= 1 || flow.busy}
            data-testid="lens-back"
          >
            Back
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={onNext}
            disabled={!nextEnabled || (label === 'Add to Cart' && !readyToSubmit(state))}
            data-testid="lens-next"
          >
            {label}
          </button>
        </div>
      </footer>
    </div>
  );
}

function prescriptionValueOf(value: unknown) {
  return typeof value === 'object' && value !== null ? (value as PrescriptionStepChoice['value']) : null;
}

function GlassesAdded({ frame, total }: { frame: WizardFrame; total: number }) {
  return (
    <section className={styles.added} role="status" data-testid="lens-added">
      <h2 className={styles.stepTitle}>Added to your cart</h2>
      <p>
        {frame.title} with your lenses, <Price cents={total} />.
      </p>
      <div className={styles.confirmActions}>
        <Link href={`/details/${frame.code}`} className={styles.secondary}>
          Back to the frame
        </Link>
        <Link href="/shoppingCart" className={styles.secondary} data-testid="view-cart">
          View cart
        </Link>
        <Link href={frame.type === 'sunglasses' ? '/sunglasses' : '/eyeglasses'} className={styles.primary}>
          Keep shopping
        </Link>
      </div>
    </section>
  );
}
