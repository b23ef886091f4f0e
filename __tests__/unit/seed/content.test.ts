import { FAQ_ENTRIES } from '@/lib/server/flows/seed/seed-content';
import { FAQ_TOPICS } from '@/lib/contract/formats';
import { COUNTRY_ROWS, currencyForCountry } from '@/lib/server/flows/seed/data/countries';
import { PROVINCES } from '@/lib/server/flows/seed/data/provinces';

const faqText = FAQ_ENTRIES.map((entry) => [entry.title, entry.summary, ...entry.paragraphs].join(' ')).join(
  ' ',
);

describe('seed content', () => {
  it('states the shop terms in the FAQ', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(16);
    expect(faqText).toContain('$69');
    // the offer by name, not by a percentage the owner may change (docs/operating.md#promotions)
    expect(faqText).toContain('second-frame offer');
    expect(faqText).toContain('30-day');
    expect(faqText).toContain('24/7');
    for (const index of ['1.50', '1.57', '1.61', '1.67', '1.74']) expect(faqText).toContain(index);
  });

  it('covers every FAQ topic with unique slugs', () => {
    const topics = new Set(FAQ_ENTRIES.map((entry) => entry.topic));
    for (const topic of FAQ_TOPICS) {
      expect(topics).toContain(topic);
    }
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.slug)).size).toBe(FAQ_ENTRIES.length);
  });

  it('lists about 60 countries with the US first and the right currencies', () => {
    expect(COUNTRY_ROWS.length).toBeGreaterThanOrEqual(55);
    expect(COUNTRY_ROWS[0]?.[0]).toBe('US');
    expect(COUNTRY_ROWS.filter((row) => row[3]).length).toBeGreaterThanOrEqual(25);
    expect([
      currencyForCountry('DE'),
      currencyForCountry('AU'),
      currencyForCountry('CA'),
      currencyForCountry('GB'),
      currencyForCountry('JP'),
    ]).toEqual(['EUR', 'AUD', 'CAD', 'GBP', 'USD']);
  });

  it('lists the states and provinces of the US, Canada and Australia', () => {
    expect(PROVINCES.US?.length).toBeGreaterThanOrEqual(51);
    expect(PROVINCES.CA?.length).toBe(13);
    expect(PROVINCES.AU?.length).toBe(8);
  });
});
