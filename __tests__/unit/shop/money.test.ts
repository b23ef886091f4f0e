import {
  MoneyError,
  addMoney,
  centsToDollars,
  divideMoney,
  dollarsToCents,
  multiplyMoney,
  roundMoney,
  subtractMoney,
} from '@/lib/shop/money';

describe('spec §9: money-like arithmetic is decimal-safe', () => {
  it.each([
    [0.1, 0.2, 0.3],
    ['0.1', '0.2', 0.3],
    [19.99, 0.01, 20],
    [-5.5, 2.25, -3.25],
    ['1e2', 0.05, 100.05],
  ])('addMoney(%p, %p) = %p', (a, b, expected) => {
    expect(addMoney(a, b)).toBe(expected);
  });

  it.each([
    [0.3, 0.1, 0.2],
    [1, 0.9, 0.1],
    ['69', '68.99', 0.01],
    [5, 7.25, -2.25],
  ])('subtractMoney(%p, %p) = %p', (a, b, expected) => {
    expect(subtractMoney(a, b)).toBe(expected);
  });

  it.each([
    [1.15, 100, 115],
    [0.07, 100, 7],
    [19.99, 3, 59.97],
    ['4.35', '100', 435],
    [129, 0.5, 64.5],
  ])('multiplyMoney(%p, %p) = %p', (a, b, expected) => {
    expect(multiplyMoney(a, b)).toBe(expected);
  });

  it.each([
    [0.3, 0.1, 3],
    [0.69, 10, 0.069],
    [100, 4, 25],
    ['1', '3', 0.3333333333333333],
  ])('divideMoney(%p, %p) = %p', (a, b, expected) => {
    expect(divideMoney(a, b)).toBe(expected);
  });

  it.each([
    ['division by zero', () => divideMoney(1, 0)],
    ['a word', () => addMoney('ten', 1)],
    ['an empty string', () => multiplyMoney('', 2)],
    ['NaN', () => subtractMoney(Number.NaN, 1)],
    ['Infinity', () => addMoney(Number.POSITIVE_INFINITY, 1)],
  ])('refuses %s with a MoneyError', (_label, run) => {
    expect(run).toThrow(MoneyError);
  });
});

describe('spec §9 / DESIGN §2: half-up rounding and cents', () => {
  it.each([
    [2.675, 2, 2.68],
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-2.675, 2, -2.68],
    [27.8844, 2, 27.88],
    [17.7498, 2, 17.75],
    [12.5, 0, 13],
    ['0.125', 2, 0.13],
  ])('roundMoney(%p, %p) = %p', (value, decimals, expected) => {
    expect(roundMoney(value, decimals)).toBe(expected);
  });

  it('rounds to 2 decimals by default', () => {
    expect(roundMoney(0.615)).toBe(0.62);
  });

  it.each([
    [1999, 19.99],
    [6900, 69],
    [1, 0.01],
    [0, 0],
    ['105', 1.05],
  ])('centsToDollars(%p) = %p', (cents, expected) => {
    expect(centsToDollars(cents)).toBe(expected);
  });

  it.each([
    [19.99, 1999],
    [1.15, 115],
    [4.35, 435],
    [0.005, 1],
    [19.994, 1999],
    ['69', 6900],
    [-0.015, -2],
  ])('dollarsToCents(%p) = %p', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });
});
