// The lens-options module's front door: the lens steps and options the shop offers, their prices
// and the console's editing of them (docs/product.md#lens-options). Below the cart, which asks
// which options are still on sale; the lens flow above it walks the steps and fills the cart.
import 'server-only';

export { readLensGraph } from './lens-graph-store';
export { lensOptionNamesById } from './lens-option-names';
export { lensOptionPrices } from './lens-option-prices';
export {
  checkLensOption,
  createLensOption,
  listLensOptionsForConsole,
  moveLensOption,
  previewLensRules,
  setLensOptionActive,
  updateLensOption,
} from './lens-options-admin';
