// The content module's front door (docs/architecture.md#house-rules): the storefront's content:
// banners, hot words, photo wall, FAQ, the about and why-choose pages' blocks, and the console's
// editing of each. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export { contentImageSvg } from './content-images';
export { faqArticleForPage, faqIndexForPage, faqSitemapEntries } from './faq-pages';
export { faqArticle, listFaq, otherFaq, searchFaq } from './faq';
export {
  listBanners,
  listHotSearchWords,
  listPhotoWall,
  nextBannerChange,
  photoWallDetail,
} from './home-content';
export { adminBanners, deleteBanner, orderBanners, saveBanner } from './admin-banners';
export { adminFaqList, deleteFaqArticle, previewMarkdown, saveFaqArticle } from './admin-faq';
export { addHotWord, adminHotWords, orderHotWords, removeHotWord } from './admin-hot-words';
export { adminPhotoWall, deletePhotoWallEntry, orderPhotoWall, savePhotoWallEntry } from './admin-photo-wall';
export { adminPageBlocks, pageBlocksForPage, resetPageBlock, savePageBlock } from './page-blocks';
