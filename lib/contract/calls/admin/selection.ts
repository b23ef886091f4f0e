import { z } from 'zod';
import { InvalidInputError } from '../../errors';

// What the console's lists do to the rows ticked on them (docs/operating.md#bulk-catalog): one
// call for the selection, all or nothing. The selection is one page of a list at most.

/** The most rows one change over a selection takes: a page of the console's longest list. */
export const SELECTION_MAX = 100;

/** The ticked rows, named by `item` (an id, a ticket number): at least one, at most SELECTION_MAX. */
export function selectionOf<Item extends z.ZodType>(item: Item, noun: string) {
  return z
    .array(item, { error: `Choose the ${noun}s.` })
    .min(1, `Choose at least one ${noun}.`)
    .max(SELECTION_MAX, `Choose at most ${SELECTION_MAX} ${noun}s at once.`);
}

/** How the answer of a change over a selection says what moved. */
export const ALL_OR_NOTHING = `All or nothing, in one transaction: when any of them cannot change, nothing changes and code 422 names each one that cannot, with why, in \`data.fields\` (\`<field>.<index>\`, the index in the list sent; an unknown one too).`;

/** Why one row of a selection cannot change; `index` is where it stood in the list sent. */
export interface SelectionRefusal {
  index: number;
  reason: string;
}

/**
 * Refuses the whole selection with code 422 when any of it cannot change: `<field>.<index>` names
 * each one, with why (docs/architecture.md#api-envelope); the message says nothing changed.
 */
export function refuseSelection(refusals: readonly SelectionRefusal[], noun: string, field = 'ids'): void {
  if (refusals.length === 0) return;
  const fields = Object.fromEntries(refusals.map(({ index, reason }) => [`${field}.${index}`, reason]));
  const some = refusals.length === 1 ? `1 ${noun} cannot` : `${refusals.length} ${noun}s cannot`;
  throw new InvalidInputError(fields, `Nothing was changed: ${some} change.`);
}

/** Each value once, with the index it first stood at in the list sent. */
export function firstIndexes<Value>(values: readonly Value[]): Map<Value, number> {
  const first = new Map<Value, number>();
  values.forEach((value, index) => {
    if (!first.has(value)) first.set(value, index);
  });
  return first;
}
