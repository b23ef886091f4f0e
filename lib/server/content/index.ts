// The content module's front door (DESIGN §1): the storefront's content: banners, hot words, photo wall, FAQ. Other modules and app/ import
// only from here; its tables and inner files are its own.
import 'server-only';

export { contentImageSvg } from './content-images';
export { faqArticleForPage, faqIndexForPage, faqSitemapEntries } from './faq-pages';
export { faqArticle, listFaq, otherFaq, searchFaq } from './faq';
export { listBanners, listHotSearchWords, listPhotoWall, photoWallDetail } from './home-content';
