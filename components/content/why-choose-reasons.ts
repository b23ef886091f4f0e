// The reasons live with the page's other editable blocks (lib/shop/page-blocks.ts).
export { WHY_CHOOSE_REASONS } from '@/lib/shop/page-blocks';
