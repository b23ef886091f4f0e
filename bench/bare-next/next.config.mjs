// The bare page's own (empty) configuration: without it Next.js would find the shop's
// next.config.ts in a parent folder and build this page with the shop's settings.
const nextConfig = {};
export default nextConfig;
