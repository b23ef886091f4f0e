import { eq } from 'drizzle-orm';
import type { Address } from '@/lib/contract/calls/address';
import { ADDRESSES_MAX } from '@/lib/contract/calls/address';
import { database } from '@/lib/server/platform/db/database';
import { addresses } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';
import { US_ADDRESS } from '../support/shipping-addresses';

// docs/product.md#calls "Account": /api/address/list, /info, /save, /delete — signed-in only;
// another account's address answers 404 to read, change and delete
// (docs/architecture.md#api-envelope: not yours is not there).

type Fields = Record<string, unknown>;

const HOME: Fields = US_ADDRESS;
const OFFICE: Fields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'GB',
  city: 'London',
  line1: '10 Downing Street',
  line2: 'Door B',
  postcode: 'sw1a2aa',
  phoneCode: '+44',
  phone: '020 7946 0958',
};

/** The field messages of a 422 answer. */
const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

const save = (shopper: TestShopper, fields: Fields) =>
  post<Address>('/api/address/save', fields, shopper.headers);
const list = async (shopper: TestShopper) =>
  (await post<{ list: Address[] }>('/api/address/list', {}, shopper.headers)).body.data.list;

async function saved(shopper: TestShopper, fields: Fields): Promise<Address> {
  const result = await save(shopper, fields);
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data;
}

describe('signing in', () => {
  it.each(['list', 'info', 'save', 'delete'])(
    '/api/address/%s answers code 3 without a token',
    async (name) => {
      const input = name === 'list' ? {} : name === 'save' ? HOME : { id: 1 };
      expect((await post(`/api/address/${name}`, input)).body.code).toBe(3);
    },
  );

  it('answers code 3 for a token that signs nobody in', async () => {
    const result = await post(
      '/api/address/list',
      {},
      { authorization: 'Bearer not-a-real-token-at-all-0123456789' },
    );
    expect(result.body.code).toBe(3);
  });
});

describe('the address book', () => {
  it('saves, shows, changes and lists addresses, with one default', async () => {
    const ada = await createShopper('ada');
    const home = await saved(ada, HOME);
    expect(home).toMatchObject({
      firstName: 'Ada',
      countryCode: 'US',
      countryName: 'United States',
      province: 'Illinois', // the code is kept by its name
      postcode: '62701',
      phoneCode: '1',
      line2: '',
      isDefault: true, // the first address is the default
      summary: 'Ada Lovelace, 12 Main St, Springfield, Illinois 62701, United States',
    });

    const office = await saved(ada, OFFICE);
    expect(office).toMatchObject({ postcode: 'SW1A 2AA', phoneCode: '44', province: '', isDefault: false });

    const info = await post<Address>('/api/address/info', { id: office.id }, ada.headers);
    expect(info.body.data).toEqual(office);

    // the default moves to the office; the old default lets go (one default per account)
    const moved = await saved(ada, { ...OFFICE, id: office.id, isDefault: true, city: 'Westminster' });
    expect(moved).toMatchObject({ id: office.id, city: 'Westminster', isDefault: true });
    const afterMove = await list(ada);
    expect(afterMove.map((a) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    // a default stays the default when a change leaves the flag out or sends false
    await saved(ada, { ...OFFICE, id: office.id, isDefault: false });
    expect((await list(ada)).find((a) => a.id === office.id)?.isDefault).toBe(true);
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const ben = await createShopper('ben');
    const first = await saved(ben, HOME);
    const second = await saved(ben, OFFICE);
    const third = await saved(ben, { ...HOME, line1: '3 Elm St' });
    expect((await post('/api/address/delete', { id: first.id }, ben.headers)).body).toMatchObject({
      code: 200,
      data: { deleted: true },
    });
    const left = await list(ben);
    expect(left.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    // deleting a non-default address leaves the default alone
    await post('/api/address/delete', { id: second.id }, ben.headers);
    expect((await list(ben)).map((a) => [a.id, a.isDefault])).toEqual([[third.id, true]]);
    await post('/api/address/delete', { id: third.id }, ben.headers);
    expect(await list(ben)).toEqual([]);
  });

  it('gives one default when several first addresses arrive together (PostgreSQL: real concurrency)', async () => {
    const dee = await createShopper('dee');
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, index) => save(dee, { ...HOME, line1: `${index + 1} Pine St` })),
    );
    expect(results.map((result) => result.body.code)).toEqual(Array.from({ length: 16 }, () => 200));
    expect((await list(dee)).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    const cy = await createShopper('cy');
    const db = await database();
    await db.insert(addresses).values(
      Array.from({ length: ADDRESSES_MAX }, (_, index) => ({
        userId: cy.userId,
        firstName: 'Cy',
        lastName: 'Young',
        countryCode: 'US',
        province: 'Ohio',
        city: 'Akron',
        line1: `${index + 1} Oak St`,
        postcode: '44301',
        phoneCode: '1',
        phone: '555 000 0000',
        isDefault: index === 0,
      })),
    );
    const refused = await save(cy, HOME);
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/up to 20 addresses/);
    // changing one of them is still fine
    const [one] = await list(cy);
    expect((await save(cy, { ...HOME, id: one?.id })).body.code).toBe(200);
    expect(await list(cy)).toHaveLength(ADDRESSES_MAX);
  });
});

describe('checking an address', () => {
  let shopper: TestShopper;
  beforeAll(async () => {
    shopper = await createShopper('checks');
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName', /first name/],
    [
      'a country the shop does not ship to',
      { countryCode: 'JP', province: '', postcode: '100-0001', phoneCode: '81' },
      'countryCode',
      /do not deliver/,
    ],
    ['an unknown country', { countryCode: 'ZZ', province: '' }, 'countryCode', /do not deliver/],
    ['a country that is not a code', { countryCode: 'USA' }, 'countryCode', /Choose a country/],
    ['a missing state in the US', { province: '' }, 'province', /state or province/],
    ['a state of another country', { province: 'Ontario' }, 'province', /from the list/],
    ['a US ZIP of 4 digits', { postcode: '6270' }, 'postcode', /5-digit ZIP/],
    ['a UK postcode that is not one', { ...OFFICE, postcode: '12345' }, 'postcode', /SW1A 1AA/],
    [
      'a Canadian postal code that is not one',
      { countryCode: 'CA', province: 'ON', postcode: '90210' },
      'postcode',
      /K1A 0B1/,
    ],
    ['an unknown dialling code', { phoneCode: '999' }, 'phoneCode', /dialling code/],
    ['a dialling code with letters', { phoneCode: 'ab' }, 'phoneCode', /dialling code/],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone', /digits/],
    ['markup in the city', { city: '<script>' }, 'city', /special characters/],
    ['an unknown field', { nickname: 'x' }, 'nickname', /Unknown field/],
    ['a default flag that is not one', { isDefault: 'yes' }, 'isDefault', /true or false/],
  ])('refuses %s with 422', async (_name, change, field, message) => {
    const result = await save(shopper, { ...HOME, ...change });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result)[field]).toMatch(message);
  });

  it('names every problem of a form at once, the postcode too', async () => {
    const result = await save(shopper, { ...HOME, firstName: '', postcode: '1' });
    const fields = fieldsOf(result);
    expect(Object.keys(fields).sort()).toEqual(['firstName', 'postcode']);
  });

  it('takes a province by name or code in any case, and none where the country has none', async () => {
    expect((await saved(shopper, { ...HOME, province: 'illinois' })).province).toBe('Illinois');
    expect(
      await saved(shopper, { ...HOME, countryCode: 'ca', province: 'qc', postcode: 'h2x1y4' }),
    ).toMatchObject({
      countryCode: 'CA',
      province: 'Quebec',
      postcode: 'H2X 1Y4',
    });
    expect((await saved(shopper, { ...OFFICE, province: 'Greater London' })).province).toBe('Greater London');
  });
});

describe('another account’s addresses (IDOR)', () => {
  it('answers 404 to read, change and delete, and leaves them as they were', async () => {
    const owner = await createShopper('owner');
    const intruder = await createShopper('intruder');
    const mine = await saved(owner, HOME);
    const db = await database();
    const [before] = await db.select().from(addresses).where(eq(addresses.id, mine.id));

    const attempts = [
      await post('/api/address/info', { id: mine.id }, intruder.headers),
      await post('/api/address/save', { ...OFFICE, id: mine.id, isDefault: true }, intruder.headers),
      await post('/api/address/delete', { id: mine.id }, intruder.headers),
    ];
    for (const attempt of attempts) {
      expect(attempt.body).toMatchObject({ code: 404, msg: 'The address could not be found.' });
    }
    // the same answer as for an address that does not exist at all
    expect((await post('/api/address/info', { id: 2_000_000_000 }, intruder.headers)).body).toEqual(
      attempts[0]?.body,
    );

    const [after] = await db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(after).toEqual(before);
    expect(await list(intruder)).toEqual([]);
    expect((await list(owner)).map((a) => a.id)).toEqual([mine.id]);
  });
});
