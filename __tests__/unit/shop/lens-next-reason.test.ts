import { nextBlockedReason } from '@/lib/shop/lens-next-reason';
import type { LensFlowState } from '@/lib/shop/lens-flow';
import {
  NEXT,
  PRESCRIPTION_PATH,
  READING_PATH,
  choose,
  failed,
  paidOnly,
  run,
  walk,
} from './lens-flow-fixtures';

// Why Next cannot act yet, said beside it: one sentence per step without a choice, nothing when
// Next can act or when there is nothing for the shopper to do.

describe('nextBlockedReason', () => {
  it.each<[string, LensFlowState, boolean, string | null]>([
    [
      'the lens use, not chosen',
      walk(['lens_use']),
      false,
      'Choose how you will use these glasses to continue.',
    ],
    ['the lens use, chosen', run(walk(['lens_use']), choose('lens_use')), false, null],
    [
      'the prescription, not sendable yet',
      walk(PRESCRIPTION_PATH.slice(0, 2)),
      false,
      'Complete your prescription to continue.',
    ],
    [
      'a reading strength, not chosen',
      walk(READING_PATH.slice(0, 2)),
      false,
      'Choose a reading strength to continue.',
    ],
    [
      'coatings with nothing included',
      walk(PRESCRIPTION_PATH.slice(0, 3), paidOnly('add_ones')),
      false,
      'Choose a coating to continue.',
    ],
    ['coatings with the included one chosen', walk(PRESCRIPTION_PATH.slice(0, 3)), false, null],
    [
      'thickness with nothing included',
      walk(PRESCRIPTION_PATH.slice(0, 4), paidOnly('lens_index')),
      false,
      'Choose a lens thickness to continue.',
    ],
    [
      'the last step (Add to Cart) with nothing included',
      walk(PRESCRIPTION_PATH, paidOnly('lens_type')),
      false,
      'Choose a lens type to continue.',
    ],
    ['the last step with its preselected option', walk(PRESCRIPTION_PATH), false, null],
    ['while Next runs', run(walk(['lens_use']), choose('lens_use'), NEXT), false, null],
    [
      'a step that failed to load (it offers its own retry)',
      run(walk(['lens_use']), choose('lens_use'), NEXT, failed()),
      false,
      null,
    ],
    ['while the choices are replayed after a reload', walk(['lens_use']), true, null],
  ])('%s', (_, state, restoring, expected) => {
    expect(nextBlockedReason(state, restoring)).toBe(expected);
  });
});
