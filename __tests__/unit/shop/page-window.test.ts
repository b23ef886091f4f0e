import { pageWindow } from '@/lib/shop/listing-query';

// Listings paginate with crawlable links; 10,000 products must not print 417 links.
describe('the page numbers a listing shows', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [200, 417, [1, 'gap', 198, 199, 200, 201, 202, 'gap', 417]],
  ])('page %i of %i', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});
