import { listingRoute } from '@/components/catalog/listing-route';

// A static route, not /[type], for speed (components/catalog/listing-route.tsx). Cached until a change
// notice for a product it lists drops it, a flash sale among them ends, or PAGE_BACKSTOP_SECONDS pass.
export const revalidate = 300;

const route = listingRoute('flash-sale');
export const metadata = route.metadata;
export default route.Page;
