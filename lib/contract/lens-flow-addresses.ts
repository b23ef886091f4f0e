// The lens wizard's calls, by address only (see address.ts).
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type {
  processNextCall,
  processProductCall,
  processSubmitCall,
  processUploadCall,
} from './calls/process';

// docs/product.md#calls, lens flow, and the cart counter
export const processProductAddress = addressOf<typeof processProductCall>('POST', '/api/process/product');
export const processNextAddress = addressOf<typeof processNextCall>('POST', '/api/process/next');
export const processUploadAddress = addressOf<typeof processUploadCall>('POST', '/api/process/upload');
export const processSubmitAddress = addressOf<typeof processSubmitCall>('POST', '/api/process/submit');
