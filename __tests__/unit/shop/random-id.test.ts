import { createDeviceId, isDeviceId, randomId } from '@/lib/shop/random-id';

describe('docs/product.md#constants: random id helper', () => {
  it.each([[1], [2], [15], [32], [68], [200]])(
    'randomId(%i) has that length, a letter first, alphanumeric',
    (length) => {
      for (let round = 0; round < 50; round += 1) {
        const id = randomId(length);
        expect(id).toHaveLength(length);
        expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      }
    },
  );

  it('defaults to 15 characters', () => {
    expect(randomId()).toHaveLength(15);
  });

  it('uses digits and both letter cases after the first character', () => {
    const sample = Array.from({ length: 100 }, () => randomId(20).slice(1)).join('');
    expect(sample).toMatch(/[0-9]/);
    expect(sample).toMatch(/[a-z]/);
    expect(sample).toMatch(/[A-Z]/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });

  it('appends Date.now() in base 36 when asked for a timestamp', () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z') });
    try {
      const suffix = Date.now().toString(36);
      const id = randomId(10, true);
      expect(id).toHaveLength(10 + suffix.length);
      expect(id.endsWith(suffix)).toBe(true);
      expect(id).toMatch(/^[A-Za-z]/);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([[0], [-3], [2.5], [Number.NaN]])('refuses length %p', (length) => {
    expect(() => randomId(length)).toThrow(RangeError);
  });
});

describe('docs/product.md#client-state: the local device id has 68 characters', () => {
  it('creates ids of 68 characters that isDeviceId accepts', () => {
    const id = createDeviceId();
    expect(id).toHaveLength(68);
    expect(isDeviceId(id)).toBe(true);
    expect(createDeviceId()).not.toBe(id);
  });

  it.each([
    ['67 characters', `a${'1'.repeat(66)}`],
    ['69 characters', `a${'1'.repeat(68)}`],
    ['digit first', `1${'a'.repeat(67)}`],
    ['a symbol', `a${'1'.repeat(65)}-b`],
    ['not a string', 68],
  ])('isDeviceId rejects %s', (_label, value) => {
    expect(isDeviceId(value)).toBe(false);
  });
});
