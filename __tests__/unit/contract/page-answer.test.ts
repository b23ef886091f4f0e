import { pageAnswer } from '@/lib/contract/fields';

// Every list of the operator console answers its page the same way (pageOf's shape).

it.each([
  [0, 25, 1],
  [1, 25, 1],
  [25, 25, 1],
  [26, 25, 2],
  [101, 100, 2],
])('%i items in pages of %i: %i pages', (total, pageSize, pageCount) => {
  expect(pageAnswer(['a'], total, { page: 1, pageSize })).toEqual({
    list: ['a'],
    total,
    page: 1,
    pageSize,
    pageCount,
  });
});
