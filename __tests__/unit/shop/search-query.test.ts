import {
  keywordParts,
  searchWords,
  tsqueryText,
  typedWords,
  wordRuns,
  type QueryUnit,
} from '@/lib/shop/search-query';
import { suggestedCategories } from '@/lib/shop/search-categories';

/** The words as typed, every one required, the last as a prefix (a keyword with no synonyms or typos). */
const typedQuery = (keyword: string | undefined) => {
  const words = searchWords(keyword);
  return tsqueryText(
    words.map((word, index) => [[{ word, prefix: index === words.length - 1 }]]),
    '&',
  );
};

describe('keyword words and query text (docs/product.md#search-words)', () => {
  it.each([
    ['titanium', 'titanium:*'],
    ['Round  Titanium', 'round & titanium:*'],
    ['cat-eye', 'cat & eye:*'],
    ["o'reilly & | ! :* ()", 'o & reilly:*'],
    ['%', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['a b c d e f g h', 'a & b & c & d & e & f:*'],
    ['Lunettes Élodie', 'lunettes & élodie:*'],
  ])('%j → %j', (keyword, expected) => {
    expect(typedQuery(keyword)).toBe(expected);
  });

  it('marks the words typed in quotes', () => {
    expect(typedWords('"aviater" frames')).toEqual([
      { word: 'aviater', quoted: true },
      { word: 'frames', quoted: false },
    ]);
    expect(typedWords('round "blak')).toEqual([
      { word: 'round', quoted: false },
      { word: 'blak', quoted: true },
    ]);
  });

  it('lists the runs of up to three words a synonym may be', () => {
    expect(wordRuns(['blue', 'light', 'round', 'kids'])).toEqual([
      'blue',
      'blue light',
      'blue light round',
      'light',
      'light round',
      'light round kids',
      'round',
      'round kids',
      'kids',
    ]);
  });

  it.each([
    [
      ['blue', 'lite', 'round'],
      [{ words: ['blue', 'lite'], means: [['blue', 'light']] }, { words: ['round'] }],
    ],
    [['tortoise', 'shell'], [{ words: ['tortoise', 'shell'], means: [['tortoise']] }]],
    [['tortoise'], [{ words: ['tortoise'] }]],
    [['reading', 'glasses'], [{ words: ['reading', 'glasses'], means: [['readers'], ['eyeglasses']] }]],
  ])('splits %j into synonyms, the longest first, and words', (words, parts) => {
    const synonyms = new Map([
      ['blue lite', ['blue light']],
      ['tortoise shell', ['tortoise']],
      ['shell', ['seashell']],
      ['reading glasses', ['readers', 'eyeglasses']],
    ]);
    expect(keywordParts(words, synonyms)).toEqual(parts);
  });

  it.each<[QueryUnit[], '&' | '|', string | undefined]>([
    [[[[{ word: 'round', prefix: false }]], [[{ word: 'tita', prefix: true }]]], '&', 'round & tita:*'],
    [
      [
        [
          [
            { word: 'blue', prefix: false },
            { word: 'lite', prefix: true },
          ],
          [
            { word: 'blue', prefix: false },
            { word: 'light', prefix: false },
          ],
          [{ word: 'eyeglasses', prefix: false }],
        ],
      ],
      '&',
      '((blue & lite:*) | (blue & light) | eyeglasses)',
    ],
    [
      [
        [[{ word: 'long', prefix: false }]],
        [[{ word: 'shipping', prefix: false }], [{ word: 'delivery', prefix: false }]],
      ],
      '|',
      'long | (shipping | delivery)',
    ],
    [[[[{ word: "o'", prefix: false }]]], '&', undefined],
    [[], '&', undefined],
  ])('writes %j joined by %s as %j', (units, join, text) => {
    expect(tsqueryText(units, join)).toBe(text);
  });
});

describe('categories the search box suggests (docs/product.md#search-typeahead)', () => {
  it.each([
    ['sung', ['Sunglasses']],
    ['shades', ['Sunglasses']],
    ['specs', ['Eyeglasses']],
    ['sale', ['Flash Sale']],
    ['round', ['Round eyeglasses']],
    ['cat eye glasses', ['Cat-Eye eyeglasses']],
    ['aviator', ['Aviator eyeglasses']],
    ['chain', ['Accessories']],
    ['zzqx', []],
  ])('%j → %j', (keyword, names) => {
    expect(suggestedCategories(keyword).map((category) => category.name)).toEqual(names);
  });

  it('links a shape to the eyeglasses filtered by it', () => {
    expect(suggestedCategories('round')).toEqual([
      { name: 'Round eyeglasses', href: '/eyeglasses?shape=round' },
    ]);
  });
});
