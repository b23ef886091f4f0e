// The storefront's words and pictures: banners, hot search words, the photo wall, help articles,
// page blocks, the search synonyms, and the shoppers' reviews (hidden, restored, answered).
import { addressOf } from '@/lib/contract/address';
import type {
  contentBannerDeleteCall,
  contentBannerOrderCall,
  contentBannerSaveCall,
  contentFaqDeleteCall,
  contentFaqSaveCall,
  contentHotWordAddCall,
  contentHotWordOrderCall,
  contentHotWordRemoveCall,
  contentMarkdownPreviewCall,
  contentPageBlockResetCall,
  contentPageBlockSaveCall,
  contentPhotoWallDeleteCall,
  contentPhotoWallOrderCall,
  contentPhotoWallSaveCall,
} from '@/lib/contract/calls/admin/content';
import type {
  reviewHideCall,
  reviewHideManyCall,
  reviewRemoveReplyCall,
  reviewReplyCall,
  reviewRestoreCall,
} from '@/lib/contract/calls/admin/reviews';
import type { searchSynonymRemoveCall, searchSynonymSaveCall } from '@/lib/contract/calls/admin/search';

export const contentBannerSave = addressOf<typeof contentBannerSaveCall>(
  'POST',
  '/api/admin/content/bannerSave',
);
export const contentBannerDelete = addressOf<typeof contentBannerDeleteCall>(
  'POST',
  '/api/admin/content/bannerDelete',
);
export const contentBannerOrder = addressOf<typeof contentBannerOrderCall>(
  'POST',
  '/api/admin/content/bannerOrder',
);
export const contentHotWordAdd = addressOf<typeof contentHotWordAddCall>(
  'POST',
  '/api/admin/content/hotWordAdd',
);
export const contentHotWordRemove = addressOf<typeof contentHotWordRemoveCall>(
  'POST',
  '/api/admin/content/hotWordRemove',
);
export const contentHotWordOrder = addressOf<typeof contentHotWordOrderCall>(
  'POST',
  '/api/admin/content/hotWordOrder',
);
export const contentPhotoWallSave = addressOf<typeof contentPhotoWallSaveCall>(
  'POST',
  '/api/admin/content/photoWallSave',
);
export const contentPhotoWallDelete = addressOf<typeof contentPhotoWallDeleteCall>(
  'POST',
  '/api/admin/content/photoWallDelete',
);
export const contentPhotoWallOrder = addressOf<typeof contentPhotoWallOrderCall>(
  'POST',
  '/api/admin/content/photoWallOrder',
);
export const contentFaqSave = addressOf<typeof contentFaqSaveCall>('POST', '/api/admin/content/faqSave');
export const contentFaqDelete = addressOf<typeof contentFaqDeleteCall>(
  'POST',
  '/api/admin/content/faqDelete',
);
export const contentMarkdownPreview = addressOf<typeof contentMarkdownPreviewCall>(
  'POST',
  '/api/admin/content/markdownPreview',
);
export const contentPageBlockSave = addressOf<typeof contentPageBlockSaveCall>(
  'POST',
  '/api/admin/content/pageBlockSave',
);
export const contentPageBlockReset = addressOf<typeof contentPageBlockResetCall>(
  'POST',
  '/api/admin/content/pageBlockReset',
);
export const searchSynonymSave = addressOf<typeof searchSynonymSaveCall>(
  'POST',
  '/api/admin/search/synonymSave',
);
export const searchSynonymRemove = addressOf<typeof searchSynonymRemoveCall>(
  'POST',
  '/api/admin/search/synonymRemove',
);
export const reviewHide = addressOf<typeof reviewHideCall>('POST', '/api/admin/reviews/hide');
export const reviewHideMany = addressOf<typeof reviewHideManyCall>('POST', '/api/admin/reviews/hideMany');
export const reviewRestore = addressOf<typeof reviewRestoreCall>('POST', '/api/admin/reviews/restore');
export const reviewReply = addressOf<typeof reviewReplyCall>('POST', '/api/admin/reviews/reply');
export const reviewRemoveReply = addressOf<typeof reviewRemoveReplyCall>(
  'POST',
  '/api/admin/reviews/removeReply',
);
