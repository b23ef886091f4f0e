// The calls browser code makes on the shop's pages, by address only (see address.ts): the search
// box's hot words and suggestions, a product's info and back-in-stock, the FAQ search, reviews.
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type { backInStockCall } from './calls/back-in-stock';
import type { hotSearchWordsCall } from './calls/content';
import type { goodsInfoCall } from './calls/goods';
import type { questionSearchCall } from './calls/question';
import type { reviewSaveCall } from './calls/review';
import type { searchSuggestCall } from './calls/search';

export const hotSearchWordsAddress = addressOf<typeof hotSearchWordsCall>('GET', '/api/other/hotSearchWords');
export const goodsInfoAddress = addressOf<typeof goodsInfoCall>('POST', '/api/goods/info');
export const backInStockAddress = addressOf<typeof backInStockCall>('POST', '/api/goods/backInStock');
export const questionSearchAddress = addressOf<typeof questionSearchCall>('POST', '/api/question/search');
export const searchSuggestAddress = addressOf<typeof searchSuggestCall>('POST', '/api/search/suggest');
export const reviewSaveAddress = addressOf<typeof reviewSaveCall>('POST', '/api/review/save');
