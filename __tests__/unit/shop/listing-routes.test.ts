import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BACKSTOP_SECONDS } from '@/lib/server/platform/page-cache/refresh-by';
import { LISTINGS } from '@/lib/shop/listings';

// Each listing's first page is a static route of its own (app/(listings)/<slug>), served from the
// page cache without Next.js's per-visit work for a dynamic route
// (components/catalog/listing-route.tsx). docs/product.md#routes "/:type": the six categories and
// /product.

const GROUP = path.join(process.cwd(), 'app', '(listings)');
const slugs = LISTINGS.map((listing) => listing.href.slice(1));

describe('the listings routes', () => {
  it.each(slugs)('/%s has its own route, cached as long as every catalog page', (slug) => {
    const file = path.join(GROUP, slug, 'page.tsx');
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`listingRoute('${slug}')`);
    expect(source).toContain(`export const revalidate = ${PAGE_BACKSTOP_SECONDS};`);
  });

  it('the group holds the listings and their later pages, nothing else (their shared tag expires them all)', () => {
    const entries = readdirSync(GROUP).sort();
    expect(entries).toEqual([...slugs, '[type]'].sort());
    expect(existsSync(path.join(GROUP, '[type]', 'page', '[page]', 'page.tsx'))).toBe(true);
  });
});
