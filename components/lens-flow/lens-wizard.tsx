'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { reportClick } from '@/lib/client/statistics';
import { FUNNEL_TARGETS, wizardStepTarget } from '@/lib/shop/funnel-targets';
import type { FrameType } from '@/lib/shop/lens-graph';
import {
  canGoNext,
  nextButtonLabel,
  readyToSubmit,
  selectionOf,
  shownEntry,
  type FlowResponse,
} from '@/lib/shop/lens-flow';
import { nextBlockedReason } from '@/lib/shop/lens-next-reason';
import { lensProgress } from '@/lib/shop/lens-progress';
import { inventorySummary } from '@/lib/shop/lens-summary';
import { GlassesAdded } from './glasses-added';
import { LensProgressView } from './lens-progress';
import { LensStepNotes } from './lens-step-notes';
import { LensStepOptions } from './lens-step-options';
import { LensSummaryPanel } from './lens-summary-panel';
import { LensWizardFooter } from './lens-wizard-footer';
import { PrescriptionStep, type PrescriptionStepChoice } from './prescription-step';
import { revealStep } from './reveal';
import { useLensFlow } from './use-lens-flow';
import styles from './lens-wizard.module.css';

export interface WizardFrame {
  code: string;
  title: string;
  type: FrameType;
  /** What the frame costs now, US cents (the footer shows the title and price). */
  price: number;
  colorName: string | null;
  image: { url: string; alt: string; width: number; height: number } | null;
}

interface Props {
  frame: WizardFrame;
  color: string | undefined;
  /** The first step, rendered on the server. */
  initial: FlowResponse;
  /** The step the address names (`?step=`), resumed from this tab's stored choices. */
  resumeStep: number;
}

/**
 * The lens wizard (docs/product.md#lens-flow): one step at a time from the lens use to the lens type,
 * with the inventory summary beside it and the sticky bar's running total, Back and Next below.
 * Every step the wizard moves to opens at its top with its heading focused
 * (docs/product.md#lens-wizard-scroll).
 */
export function LensWizard({ frame, color, initial, resumeStep }: Props) {
  const flow = useLensFlow({ frame, color, initial, resumeStep });
  const { state } = flow;
  const entry = shownEntry(state);
  const progress = lensProgress(state);
  const [prescription, setPrescription] = useState<PrescriptionStepChoice | null>(null);
  // how many times Submit met the both-eyes warning since the prescription last changed
  const [warned, setWarned] = useState(0);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useMemo(
    () => inventorySummary({ title: frame.title, price: frame.price }, state.flowList, state.selections),
    [frame.title, frame.price, state.flowList, state.selections],
  );

  useEffect(() => {
    if (flow.arrival > 0 && !flow.restoring && section.current && heading.current)
      revealStep(section.current, heading.current);
  }, [flow.arrival, flow.restoring]);

  // the shop's funnel (docs/operating.md#reports): the wizard's start, each step it shows, and the
  // glasses put in the cart, as clicks through the statistics client the storefront already loads
  const shownStep = flow.restoring ? null : (entry?.name ?? null);
  const started = useRef(false);
  useEffect(() => {
    if (!shownStep) return;
    if (!started.current) {
      started.current = true;
      reportClick(window.location.pathname, FUNNEL_TARGETS.wizardStart);
    }
    reportClick(window.location.pathname, wizardStepTarget(shownStep));
  }, [shownStep]);
  const added = flow.added !== null;
  useEffect(() => {
    if (added) reportClick(window.location.pathname, FUNNEL_TARGETS.addToCart);
  }, [added]);

  if (flow.added) return <GlassesAdded frame={frame} total={flow.added.unitPrice} />;

  const label = nextButtonLabel(state);
  const nextEnabled = !flow.restoring && (label === 'Add to Cart' ? readyToSubmit(state) : canGoNext(state));

  function onNext() {
    // docs/product.md#prescription-rules: eyes 3.00 or more apart are flagged; the shopper confirms
    // before the values are sent
    if (entry?.name === 'prescription' && prescription?.warning) {
      setWarned((count) => count + 1);
      return;
    }
    flow.next();
  }

  function onPrescriptionChange(choice: PrescriptionStepChoice | null) {
    setPrescription(choice);
    setWarned(0);
    if (choice) flow.choose({ type: 'prescription', value: choice.value, price: 0, item: choice.item });
    else flow.clear('prescription');
  }

  return (
    <div className={styles.wizard} data-testid="lens-wizard" data-step={entry?.name ?? ''}>
      <section
        ref={section}
        className={styles.main}
        aria-labelledby="lens-step-title"
        aria-busy={state.pending || flow.restoring}
      >
        <div className={flow.restoring ? styles.hidden : undefined}>
          <LensProgressView progress={progress} />
        </div>
        <h2
          id="lens-step-title"
          ref={heading}
          tabIndex={-1}
          className={styles.stepTitle}
          data-testid="lens-step-title"
        >
          {flow.restoring ? 'Picking up where you left off…' : progress.title}
        </h2>
        {state.message && !flow.restoring ? (
          <p className={styles.message} role="alert" data-testid="lens-step-message">
            {state.message.text}
          </p>
        ) : null}
        <div className={styles.stepBody}>
          {flow.restoring ? (
            <div className={styles.placeholder} role="status">
              Loading your lens choices…
            </div>
          ) : !entry ? (
            <button type="button" className={styles.secondary} onClick={flow.retry} data-testid="lens-retry">
              Try again
            </button>
          ) : entry.name === 'prescription' ? (
            <PrescriptionStep
              key={entry.stepId}
              addition={entry.data.prescription?.addition ?? 'refused'}
              initial={prescriptionValueOf(selectionOf(state, 'prescription')?.value)}
              serverErrors={flow.fieldErrors}
              onChange={onPrescriptionChange}
              confirmRequest={warned}
              onConfirm={() => {
                setWarned(0);
                flow.next();
              }}
              onCheckAgain={() => setWarned(0)}
              offerLater
              lensUse={selectionOf(state, 'lens_use')?.item}
            />
          ) : (
            <>
              <LensStepNotes notes={entry.data.notes} />
              <LensStepOptions
                key={entry.stepId}
                entry={entry}
                chosen={selectionOf(state, entry.name)}
                busy={state.pending}
                labelledBy="lens-step-title"
                onChoose={flow.choose}
              />
            </>
          )}
        </div>
      </section>
      <aside className={styles.aside}>
        {frame.image ? (
          <LazyImage
            className={styles.frameImage}
            src={frame.image.url}
            alt={frame.image.alt}
            width={frame.image.width}
            height={frame.image.height}
            priority
          />
        ) : null}
        <LensSummaryPanel summary={summary} />
      </aside>
      <LensWizardFooter
        frameTitle={frame.title}
        colorName={frame.colorName}
        total={summary.total}
        label={label}
        backEnabled={!flow.restoring && !state.pending && state.currentStep > 1}
        nextEnabled={nextEnabled}
        blockedReason={nextBlockedReason(state, flow.restoring)}
        onBack={flow.back}
        onNext={onNext}
      />
    </div>
  );
}

function prescriptionValueOf(value: unknown) {
  return typeof value === 'object' && value !== null ? (value as PrescriptionStepChoice['value']) : null;
}
