import type { ConsoleFindAnswer } from '@/lib/contract/calls/admin/find';

/** Every hit of the answer in the order the list shows them: the arrow keys walk this. */
export function hitsOf(answer: ConsoleFindAnswer | null) {
  return answer ? answer.groups.flatMap((group) => group.hits) : [];
}

/** What a screen reader is told when the hits change. */
export function resultsLabel(count: number): string {
  if (count === 0) return 'Nothing found.';
  return count === 1
    ? '1 result. Use the arrow keys to choose it.'
    : `${count} results. Use the arrow keys to choose one.`;
}
