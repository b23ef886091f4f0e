// The fit-measurements module's front door (docs/architecture.md#house-rules): the face measurement a
// shopper saved to the account (docs/product.md#saved-fit). Other modules and app/ import only from
// here; its tables and inner files are its own.
import 'server-only';

export { deleteSavedFit, savedFit, saveFit } from './saved-fit';
