import { escapeLike } from '@/lib/server/platform/db/like-pattern';

// The console's searches (orders, customers, tickets, after-sales, the audit log) put what an
// operator types inside an ILIKE pattern: its wildcards must stand for themselves.

it.each([
  ['ada', 'ada'],
  ['50%', '50\\%'],
  ['first_name', 'first\\_name'],
  ['C:\\temp', 'C:\\\\temp'],
  ['%_\\', '\\%\\_\\\\'],
])('%p → %p', (typed, pattern) => {
  expect(escapeLike(typed)).toBe(pattern);
});
