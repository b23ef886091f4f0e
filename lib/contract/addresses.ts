// The calls browser code makes, by address only (see address.ts). Types come from the contracts
// through type-only imports, so no schema reaches the browser; a unit test checks that every
// address here is a call of the contract (same method and path).
import { addressOf, type CallAddress } from './address';
import type { hotSearchWordsCall, photoWallInfoCall } from './calls/content';
import type { goodsListCall } from './calls/goods';
import type { questionSearchCall } from './calls/question';
import type { countryListCall } from './calls/reference';
import type { reviewListCall } from './calls/review';
import type { statisticsCall } from './calls/statistics';
import type {
  wishlistAddCall,
  wishlistCountCall,
  wishlistIsCall,
  wishlistRemoveCall,
} from './calls/wishlist';

export const hotSearchWordsAddress = addressOf<typeof hotSearchWordsCall>('GET', '/api/other/hotSearchWords');
export const photoWallInfoAddress = addressOf<typeof photoWallInfoCall>('POST', '/api/other/photoWallInfo');
export const countryListAddress = addressOf<typeof countryListCall>('GET', '/api/other/CountryList');
export const goodsListAddress = addressOf<typeof goodsListCall>('POST', '/api/goods/list');
export const questionSearchAddress = addressOf<typeof questionSearchCall>('POST', '/api/question/search');
export const reviewListAddress = addressOf<typeof reviewListCall>('POST', '/api/review/list');
export const statisticsAddress = addressOf<typeof statisticsCall>('POST', '/api/other/statistics');
export const wishlistIsAddress = addressOf<typeof wishlistIsCall>('POST', '/api/wishlist/is');
export const wishlistCountAddress = addressOf<typeof wishlistCountCall>('POST', '/api/wishlist/count');
export const wishlistAddAddress = addressOf<typeof wishlistAddCall>('POST', '/api/wishlist/add');
export const wishlistRemoveAddress = addressOf<typeof wishlistRemoveCall>('POST', '/api/wishlist/remove');

/** Every address above: start-up loaders use a call only once it is listed here. */
export const BROWSER_CALLS: readonly CallAddress[] = [
  hotSearchWordsAddress,
  photoWallInfoAddress,
  countryListAddress,
  goodsListAddress,
  questionSearchAddress,
  reviewListAddress,
  statisticsAddress,
  wishlistIsAddress,
  wishlistCountAddress,
  wishlistAddAddress,
  wishlistRemoveAddress,
];
