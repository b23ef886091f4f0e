'use client';

import { useId, useState } from 'react';
import { productChangePrices, productSetStatusMany } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { SelectedProduct } from '@/lib/contract/calls/admin/product-selection';
import { percentProblem, PRICE_CHANGE_MAX_PERCENT, PRICE_CHANGE_MIN_PERCENT } from '@/lib/shop/price-change';
import { SelectionBar, useSelectionMove } from '../ui/selection-bar';

const count = (list: readonly SelectedProduct[], what: string) => {
  const moved = list.filter((product) => product.changed).length;
  return `${moved} ${moved === 1 ? 'product' : 'products'} ${what}.`;
};

/**
 * What the product list does with its ticked products (docs/operating.md#bulk-catalog): publish or
 * archive them, or move their prices by a percentage (a flash sale's price follows). All or
 * nothing: a refusal lists each product that cannot change, and why.
 */
export function ProductSelection({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const state = useSelectionMove(onDone);
  const percentId = useId();
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const none = ids.length === 0;

  const setStatus = (status: 'published' | 'archived') =>
    state.run(
      () => callConsole(productSetStatusMany, { ids: [...ids], status }),
      ({ list }) => count(list, status === 'published' ? 'published' : 'archived'),
    );

  const changePrices = () => {
    const value = Number(percent.trim().replace(/^\+/, ''));
    const problem =
      percent.trim() === '' ? 'Give the change as a percentage, such as -10 or 5.' : percentProblem(value);
    setPercentError(problem);
    if (problem) return;
    void state.run(
      () => callConsole(productChangePrices, { ids: [...ids], percent: value }),
      ({ list }) => `${count(list, 'repriced')} Prices moved ${value > 0 ? '+' : ''}${value} %.`,
    );
  };

  return (
    <SelectionBar
      label="Selected products"
      count={ids.length}
      hint="Tick products to publish or archive them, or to move their prices by a percentage."
      noun={['product', 'products']}
      state={state}
      testId="product-selection"
    >
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || none}
        onClick={() => void setStatus('published')}
        data-testid="product-selection-publish"
      >
        Publish
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || none}
        onClick={() => void setStatus('archived')}
        data-testid="product-selection-archive"
      >
        Archive
      </button>
      <label htmlFor={percentId}>Change prices by (%)</label>
      <input
        id={percentId}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={PRICE_CHANGE_MIN_PERCENT}
        max={PRICE_CHANGE_MAX_PERCENT}
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        aria-invalid={percentError ? true : undefined}
        aria-describedby={percentError ? `${percentId}-error` : undefined}
        data-testid="product-selection-percent"
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || none}
        onClick={changePrices}
        data-testid="product-selection-reprice"
      >
        Change prices
      </button>
      {percentError ? (
        <span id={`${percentId}-error`} role="alert">
          {percentError}
        </span>
      ) : null}
    </SelectionBar>
  );
}
