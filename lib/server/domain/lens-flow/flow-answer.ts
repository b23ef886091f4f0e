import type { FlowAnswer } from '@/lib/contract/calls/process';
import { LENS_FLOW_DEFAULT_SIZE } from '@/lib/shop/constants';
import {
  pathOf,
  stepOptions,
  stepRecord,
  type LensGraph,
  type LensOptionRecord,
} from '@/lib/shop/lens-graph';
import type { SelectionCheck } from '@/lib/shop/lens-selection';
import { LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';

type CheckedSelection = Extract<SelectionCheck, { ok: true }>;

/** A lens use's steps with their titles: a stable, named progress once it is chosen. */
function namedPath(graph: LensGraph, lensUse: LensOptionRecord) {
  return pathOf(lensUse).map((key) => ({ key, title: stepRecord(graph, key)?.title ?? key }));
}

/**
 * What the lens rules say on a step (docs/product.md#lens-rules): the recommended index on the
 * thickness step, and on every step after the prescription that it is beyond the lab's range.
 */
function stepNotes(key: string, check: CheckedSelection): string[] {
  const notes: string[] = [];
  if (key === 'lens_index' && check.recommendation) notes.push(check.recommendation);
  if (check.labReview.length > 0) notes.push(LENS_RULE_MESSAGES.labReview(check.labReview));
  return notes;
}

/**
 * The flow response (docs/product.md#lens-flow) for a checked selection: the next step with its
 * options, or, once every step has its choice, the last step again with `data.ready` and the
 * server's lens price.
 */
export function flowAnswer(graph: LensGraph, check: CheckedSelection): FlowAnswer {
  const answered = check.choices.length;
  const key = check.complete ? check.path[check.path.length - 1] : check.path[answered];
  const record = key ? stepRecord(graph, key) : undefined;
  if (!key || !record) throw new Error(`The lens graph has no step "${key ?? '(none)'}".`);

  // Before a lens use is chosen the path is unknown: the default size (docs/product.md#constants).
  const count = check.lensUse ? check.path.length : LENS_FLOW_DEFAULT_SIZE;
  const position = check.complete ? check.path.length : answered + 1;
  const chosen = check.complete ? check.choices.at(-1)?.option?.id : undefined;
  const options =
    key === 'prescription'
      ? []
      : stepOptions(graph, key, check.context).map((entry) => ({
          id: entry.option.id,
          code: entry.option.code,
          name: entry.option.name,
          description: entry.option.description,
          price: entry.option.priceCents,
          disabled: entry.disabledReason !== null,
          reason: entry.disabledReason,
          recommended: entry.recommended,
          selected: chosen !== undefined && entry.option.id === chosen,
          steps: key === 'lens_use' ? namedPath(graph, entry.option) : null,
        }));
  return {
    count,
    step: position,
    title: record.title,
    is_end: check.lensUse !== null && position === count,
    data: {
      options,
      prescription:
        key === 'prescription'
          ? { addition: check.lensUse?.rules.addition === 'required' ? 'required' : 'refused' }
          : null,
      ready: check.complete,
      lensPrice: check.lensPriceCents,
      notes: stepNotes(key, check),
    },
    type: key,
    step_id: record.id,
  };
}
