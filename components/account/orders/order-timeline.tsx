import type { OrderDetail } from '@/lib/contract/calls/order';
import { formatOrderTime } from './order-format';
import styles from './order-detail.module.css';

const SHIP_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Friday, March 13, 2026": the estimate is a day on the shop's (UTC) calendar. */
function formatShipDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : SHIP_DAY.format(date);
}

/**
 * Where the lab is with the order (docs/product.md#order-timeline): each step with its time once
 * reached, and the day it should ship while it has not.
 */
export function OrderTimeline({ timeline }: { timeline: NonNullable<OrderDetail['timeline']> }) {
  return (
    <section className={styles.section} aria-labelledby="order-timeline-title" data-testid="order-timeline">
      <h2 id="order-timeline-title" className={styles.sectionTitle}>
        In our lab
      </h2>
      {timeline.estimatedShipDate ? (
        <p className={styles.estimate} data-testid="order-ship-estimate">
          Estimated to ship on{' '}
          <time dateTime={timeline.estimatedShipDate}>{formatShipDay(timeline.estimatedShipDate)}</time>
        </p>
      ) : null}
      <ol className={styles.timeline}>
        {timeline.stages.map((step) => (
          <li
            key={step.stage}
            className={step.at ? styles.step : `${styles.step} ${styles.stepToCome}`}
            data-testid="order-timeline-step"
            data-stage={step.stage}
            data-done={step.at ? 'yes' : 'no'}
          >
            <span className={styles.stepStatus}>{step.name}</span>
            {step.at ? (
              <time dateTime={step.at} className={styles.stepTime}>
                {formatOrderTime(step.at)}
              </time>
            ) : (
              <span className={styles.stepTime}>To come</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
