import { goodsListInput } from '@/lib/contract/calls/goods';
import { listGoods } from '@/lib/server/catalog/list-goods';
const bodies = [
  { category: 'eyeglasses', filters: { shape: ['round', 'oval'], color: ['black'] }, sort: 'price-asc', pageSize: 24 },
  { category: 'sunglasses', filters: { material: ['metal', 'titanium'] }, sort: 'rating', page: 3, pageSize: 24 },
  { category: 'eyeglasses', filters: { gender: ['women'], maxPriceCents: 6000 }, sort: 'newest', pageSize: 24 },
  { category: 'best_sellers', sort: 'featured', page: 2, pageSize: 24 },
  { category: 'flash_sale', filters: { rim: ['full-rim'] }, sort: 'price-desc', pageSize: 24 },
  { keyword: 'titanium', filters: { size: ['medium', 'wide'] }, sort: 'featured', pageSize: 24 },
];
async function main() {
  for (const body of bodies) {
    const q = goodsListInput.parse(body);
    for (let i = 0; i < 10; i++) await listGoods(q);
    const t = performance.now();
    for (let i = 0; i < 100; i++) await listGoods(q);
    console.log(((performance.now() - t) / 100).toFixed(2), 'ms', JSON.stringify(body));
  }
  process.exit(0);
}
main();
