import type { LensOptionReachAnswer } from '@/lib/contract/calls/admin/lens-options';
import styles from './lens-options.module.css';

const power = (value: number) => `${value > 0 ? '+' : ''}${(value / 100).toFixed(2)}`;
const range = (span: { min: number; max: number } | null) =>
  span ? `${power(span.min)} to ${power(span.max)}` : 'any';

/** Where an option (or the rules as typed) applies: published frames by type and rim, and powers. */
export function LensOptionReach({ reach }: { reach: LensOptionReachAnswer }) {
  return (
    <section className={styles.reach} aria-label="Where the option applies" data-testid="lens-option-reach">
      <p className={styles.reachLead}>
        Fits {reach.frames.fits} of {reach.frames.total} published frames.
      </p>
      <ul className={styles.reachList}>
        {reach.frames.groups.map((group) => (
          <li key={`${group.type}-${group.rim}`}>
            {group.type}, {group.rim}: {group.fits} of {group.frames}
          </li>
        ))}
      </ul>
      {reach.frames.fitExamples.length > 0 ? <p>For example: {reach.frames.fitExamples.join(', ')}</p> : null}
      {reach.frames.missExamples.length > 0 ? (
        <ul className={styles.reachList}>
          {reach.frames.missExamples.map((miss) => (
            <li key={miss.code}>
              {miss.code}: {miss.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Sphere: {range(reach.prescriptions.sphere)}; cylinder: {range(reach.prescriptions.cylinder)}; ADD:{' '}
        {reach.prescriptions.addition}; lens uses: {reach.prescriptions.uses?.join(', ') ?? 'all'}.
      </p>
    </section>
  );
}
