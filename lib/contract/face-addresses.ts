// The try-on's saved faces, by address only (see address.ts).
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type {
  detectFaceDeleteCall,
  detectFaceImageCall,
  detectFaceListCall,
  detectFaceUploadCall,
} from './calls/face';

// docs/product.md#calls, other: the try-on's saved faces. The image call answers bytes: fetch it,
// do not callApi it.
export const detectFaceUploadAddress = addressOf<typeof detectFaceUploadCall>(
  'POST',
  '/api/detectface/upload',
);
export const detectFaceListAddress = addressOf<typeof detectFaceListCall>('POST', '/api/detectface/list');
export const detectFaceDeleteAddress = addressOf<typeof detectFaceDeleteCall>(
  'POST',
  '/api/detectface/delete',
);
export const detectFaceImageAddress = addressOf<typeof detectFaceImageCall>('POST', '/api/detectface/image');
