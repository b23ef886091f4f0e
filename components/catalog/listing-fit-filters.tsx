'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import {
  MEASURE_FACE_HREF,
  PAIR_SIZE_MM,
  pairSizeOf,
  pairSizeText,
  type FitRange,
  type PairSize,
} from '@/lib/shop/frame-size-filters';
import type { ListingQuery } from '@/lib/shop/listing-query';
import { useFitMeasurement } from './use-fit-measurement';
import listing from './listing.module.css';
import styles from './listing-fit.module.css';

interface Props {
  query: ListingQuery;
  onNavigate?: (query: ListingQuery) => void;
}

/** "132–140 mm", as the filter and its chip say a range. */
export const fitRangeLabel = (range: FitRange) => `${range.minMm}–${range.maxMm} mm`;

/** The query without one size filter; back to page 1, since the results change. */
export function withoutSize(query: ListingQuery, size: 'fit' | 'pair'): ListingQuery {
  const { [size]: _left, ...rest } = query;
  return { ...rest, page: 1 };
}

/**
 * The listing's Fit filters (docs/product.md#fit-filters). "Frames that fit me" is offered when the
 * device holds a face measurement (local storage, never sent) and chooses the width range it
 * recommends; without one, a link leads to measuring the face. A range already in the address stays
 * shown, chosen, so it can be unchosen on any device. "Like my current pair" takes the three numbers
 * on the pair's temple arm.
 */
export function ListingFitFilters({ query, onNavigate }: Props) {
  const measured = useFitMeasurement();
  const range = query.fit ?? measured?.range;
  return (
    <fieldset className={listing.facet} data-testid="filter-fit">
      <legend>Fit</legend>
      {range ? (
        <label className={listing.option}>
          <input
            type="checkbox"
            name="fit"
            checked={query.fit !== undefined}
            onChange={() =>
              onNavigate?.(query.fit ? withoutSize(query, 'fit') : { ...query, fit: range, page: 1 })
            }
            data-testid="filter-fit-me"
          />
          <span>Frames that fit me</span>
          <span className={styles.range}>{fitRangeLabel(range)}</span>
        </label>
      ) : (
        <Link href={MEASURE_FACE_HREF} className={styles.measure} data-testid="filter-fit-measure">
          Measure my face
        </Link>
      )}
      <LikeMyPair query={query} onNavigate={onNavigate} />
    </fieldset>
  );
}

type Typed = { lens: string; bridge: string; temple: string };

const typedOf = (pair: PairSize | undefined): Typed =>
  pair
    ? { lens: String(pair.lensWidthMm), bridge: String(pair.bridgeMm), temple: String(pair.templeMm) }
    : { lens: '', bridge: '', temple: '' };

const PAIR_BOUNDS =
  `lens ${PAIR_SIZE_MM.lensWidthMm.min}–${PAIR_SIZE_MM.lensWidthMm.max}, ` +
  `bridge ${PAIR_SIZE_MM.bridgeMm.min}–${PAIR_SIZE_MM.bridgeMm.max} and ` +
  `temple ${PAIR_SIZE_MM.templeMm.min}–${PAIR_SIZE_MM.templeMm.max}`;

/** "Like my current pair": lens width, bridge and temple, applied together. */
function LikeMyPair({ query, onNavigate }: Props) {
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(() => typedOf(query.pair));
  const [error, setError] = useState(false);
  // When the pair changes from elsewhere (a chip, Clear all, Back), the fields show it.
  const asked = query.pair ? pairSizeText(query.pair) : '';
  const [shown, setShown] = useState(asked);
  if (shown !== asked) {
    setShown(asked);
    setTyped(typedOf(query.pair));
    setError(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pair = pairSizeOf(typed.lens, typed.bridge, typed.temple);
    setError(pair === undefined);
    if (pair && pairSizeText(pair) !== asked) onNavigate?.({ ...query, pair, page: 1 });
  };
  const field = (part: keyof Typed, label: string, bounds: { min: number; max: number }) => (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        value={typed[part]}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error || undefined}
        onChange={(event) => setTyped({ ...typed, [part]: event.target.value })}
        data-testid={`filter-pair-${part}`}
      />
    </label>
  );

  return (
    <form className={styles.pair} onSubmit={submit} noValidate data-testid="filter-pair">
      <p className={styles.pairTitle}>Like my current pair</p>
      <div className={styles.pairRow}>
        {field('lens', 'Lens', PAIR_SIZE_MM.lensWidthMm)}
        {field('bridge', 'Bridge', PAIR_SIZE_MM.bridgeMm)}
        {field('temple', 'Temple', PAIR_SIZE_MM.templeMm)}
        <button type="submit">
          Apply<span className="visually-hidden"> my pair</span>
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        The three numbers on the inside of the temple arm, like 52-18-140.
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          Give whole millimetres: {PAIR_BOUNDS}.
        </p>
      )}
      {query.pair && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onNavigate?.(withoutSize(query, 'pair'))}
        >
          Clear my pair
        </button>
      )}
    </form>
  );
}
