import { nestsDeeperThan } from '@/lib/server/platform/http/body-nesting';

/** `depth` arrays or objects inside each other around a plain value. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { next: value };
  return value;
}

// A body nested 3,000 deep overflowed the stack in the recursive NUL check (500).
describe('body nesting', () => {
  it.each<[string, unknown, number, boolean]>([
    ['a plain value', 'text', 0, false],
    ['a flat object at limit 1', { page: 1, keyword: 'round' }, 1, false],
    ['a flat object at limit 0', { page: 1 }, 0, true],
    ['filters inside an object at limit 2', { filters: { shape: ['round'] } }, 2, true],
    ['filters inside an object at limit 3', { filters: { shape: ['round'] } }, 3, false],
    ['32 arrays at limit 32', nested(32, 'array'), 32, false],
    ['33 arrays at limit 32', nested(33, 'array'), 32, true],
    ['33 objects at limit 32', nested(33, 'object'), 32, true],
    ['a deep branch beside a shallow one', { a: 1, b: nested(40, 'object') }, 32, true],
  ])('%s → %s', (_case, body, limit, expected) => {
    expect(nestsDeeperThan(body, limit)).toBe(expected);
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000, 'array'), 32)).toBe(true);
  });
});
