// The lens-rules module's front door: the rules driven by the prescription and the frame
// (docs/product.md#lens-rules) and the console's editing of them (docs/operating.md#lens-rules).
// Below the catalog and the lens options; the lens flow asks it on every step and add-to-cart.
import 'server-only';

export { readLensRules } from './lens-rules-store';
export { listLensRules, updateLensRule } from './lens-rules-admin';
