import {
  emptyRate,
  formErrorsOf,
  requestOf,
  taxesDraft,
  type TaxesAnswer,
} from '@/components/admin/taxes/taxes-drafts';

// docs/operating.md#taxes: the taxes page's drafts go to the update call as it takes them — percent
// as typed (a string), any region or postcode as *, a priority as a number, no source date as null,
// country codes in capitals — and the call's messages come back onto the form's rows.

const answer: TaxesAnswer = {
  settings: { enabled: false, countries: { US: 'exclusive', DE: 'inclusive' } },
  rates: [
    {
      id: 7,
      countryCode: 'US',
      regionCode: 'CA',
      postcodePattern: '*',
      taxClass: '*',
      ratePercent: '7.25',
      priority: 0,
      name: 'Sales tax',
      source: 'https://www.cdtfa.ca.gov/',
      sourceDate: '2026-12-06',
    },
  ],
};

describe('the taxes drafts', () => {
  it('send back what they were read from, unchanged', () => {
    const { request, errors } = requestOf(taxesDraft(answer));
    expect(errors).toEqual({});
    expect(request).toEqual({
      settings: answer.settings,
      rates: answer.rates.map(({ id: _id, ...rate }) => rate),
    });
  });

  it.each([
    ['a new row as typed', {}, {}],
    [
      'empty region and postcode as any',
      { regionCode: ' ', postcodePattern: '' },
      { regionCode: '*', postcodePattern: '*' },
    ],
    ['codes in capitals', { countryCode: ' us ', regionCode: 'fl' }, { countryCode: 'US', regionCode: 'FL' }],
    ['percent kept a string', { ratePercent: ' 8.6250 ' }, { ratePercent: '8.6250' }],
    ['no priority as 0', { priority: '' }, { priority: 0 }],
    ['a priority as a number', { priority: '-5' }, { priority: -5 }],
    ['a source date, or null', { sourceDate: '2027-01-31' }, { sourceDate: '2027-01-31' }],
  ])('map a rate row: %s', (_, typed, expected) => {
    const draft = { ...taxesDraft(answer), rates: [{ ...emptyRate('US'), ratePercent: '0', ...typed }] };
    const { request, errors } = requestOf(draft);
    expect(errors).toEqual({});
    expect(request.rates[0]).toEqual({
      countryCode: 'US',
      regionCode: '*',
      postcodePattern: '*',
      taxClass: '*',
      ratePercent: '0',
      priority: 0,
      name: '',
      source: '',
      sourceDate: null,
      ...expected,
    });
  });

  it.each([
    ['a priority that is no whole number', { priority: '1.5' }, 'rates.0.priority'],
    ['a priority out of range', { priority: '1001' }, 'rates.0.priority'],
  ])('name %s before anything is sent', (_, typed, field) => {
    const draft = { ...taxesDraft(answer), rates: [{ ...emptyRate('US'), ...typed }] };
    expect(Object.keys(requestOf(draft).errors)).toEqual([field]);
  });

  it('name a country code that is not two letters, or listed twice, by its row', () => {
    const draft = taxesDraft(answer);
    draft.countries.push({ key: 'a', countryCode: 'de', display: 'exclusive' });
    draft.countries.push({ key: 'b', countryCode: 'USA', display: 'exclusive' });
    const { request, errors } = requestOf(draft);
    expect(errors).toEqual({
      'settings.countries.2': 'This country is listed already.',
      'settings.countries.3': 'Give a two-letter country code.',
    });
    expect(request.settings.countries).toEqual({ US: 'exclusive', DE: 'inclusive' });
  });

  it('put the call’s message for a country’s display on that country’s row', () => {
    const fields = {
      'settings.countries.DE': 'Choose inclusive or exclusive.',
      'rates.0.ratePercent': 'Give the rate in percent, from 0 to 100.',
      rates: 'At most 500 rates.',
    };
    expect(formErrorsOf(fields, taxesDraft(answer))).toEqual({
      'settings.countries.1': 'Choose inclusive or exclusive.',
      'rates.0.ratePercent': 'Give the rate in percent, from 0 to 100.',
      rates: 'At most 500 rates.',
    });
  });
});
