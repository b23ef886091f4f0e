import type { Prescription } from '@/lib/contract/calls/prescription';
import { formatPrism } from '@/lib/shop/prescription-detail-lines';
import { formatPd } from '@/lib/shop/prescription-values';
import styles from './prescription-book.module.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A YYYY-MM-DD day for people: "Mar 14, 2026". */
const dayText = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));

function prismOf(prescription: Prescription, eye: 'od' | 'os'): string | null {
  const parts: string[] = [];
  for (const direction of ['h', 'v'] as const) {
    const amount = prescription[`${eye}_prism_${direction}`];
    const base = prescription[`${eye}_prism_${direction}_base`];
    if (amount !== null && base !== null) parts.push(formatPrism(Math.round(amount * 100), base));
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * What a saved prescription states besides its powers (docs/product.md#prescription-details):
 * prism, the near PD (or the one worked out), its dates with an expired one marked, the prescriber
 * and the wearer. Nothing when it states none of them.
 */
export function PrescriptionDetailsList({ prescription }: { prescription: Prescription }) {
  const rows: { term: string; text: string; testId: string }[] = [];
  const right = prismOf(prescription, 'od');
  const left = prismOf(prescription, 'os');
  if (right) rows.push({ term: 'Prism, right (OD)', text: right, testId: 'od-prism' });
  if (left) rows.push({ term: 'Prism, left (OS)', text: left, testId: 'os-prism' });
  if (prescription.near_pd !== null) {
    const mm = `${formatPd(Math.round(prescription.near_pd * 10))} mm`;
    rows.push({
      term: 'Near PD',
      text: prescription.near_pd_computed ? `${mm}, worked out from your PD` : mm,
      testId: 'near-pd',
    });
  }
  if (prescription.exam_date)
    rows.push({ term: 'Exam', text: dayText(prescription.exam_date), testId: 'exam' });
  if (prescription.expiry_date && !prescription.expired) {
    const text = dayText(prescription.expiry_date);
    rows.push({
      term: 'Good until',
      text: prescription.expiry_computed ? `${text} (from the exam date)` : text,
      testId: 'expiry',
    });
  }
  const prescriber = [prescription.prescriber_name, prescription.prescriber_licence].filter(Boolean);
  if (prescriber.length > 0)
    rows.push({ term: 'Prescriber', text: prescriber.join(', '), testId: 'prescriber' });
  if (prescription.wearer_name)
    rows.push({ term: 'Wearer', text: prescription.wearer_name, testId: 'wearer' });

  return (
    <>
      {prescription.expired && prescription.expiry_date ? (
        <p className={styles.expired} data-testid="prescription-expired">
          Expired on {dayText(prescription.expiry_date)}. Your optician can check your eyes again; you can
          still use it.
        </p>
      ) : null}
      {rows.length > 0 ? (
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.testId} className={styles.detail} data-testid={`prescription-detail-${row.testId}`}>
              <dt>{row.term}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
