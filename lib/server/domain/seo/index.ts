// The seo module's front door (docs/architecture.md#house-rules): sitemap and sharing images. Other
// modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { productSharingImage, type SharingWords } from './product-sharing-image';
export { sitemapShard, sitemapShardCount } from './sitemap';
