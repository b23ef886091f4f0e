import type { MetadataRoute } from 'next';
import { robotsFile } from '@/lib/seo/robots-file';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

// the sitemap's address follows the public URL an owner sets (docs/operating.md#store-settings), so
// the file is made per request, not at build
export const dynamic = 'force-dynamic';

/** robots.txt (lib/seo/robots-file.ts) on the public URL in use. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsFile((await currentStoreSettings()).settings.publicUrl);
}
