import type { SavedFit } from '@/lib/contract/calls/account-fit';
import { post } from '../support/call-route';
import { createOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#saved-fit: /api/account/fit/get, /save and /delete keep one face measurement on a
// signed-in shopper's account, for them alone (docs/product.md#privacy).

type Answer = { fit: SavedFit | null };

const get = (headers?: Record<string, string>) => post<Answer>('/api/account/fit/get', {}, headers);
const save = (headers: Record<string, string> | undefined, body: unknown) =>
  post<{ fit: SavedFit }>('/api/account/fit/save', body, headers);
const remove = (headers?: Record<string, string>) =>
  post<{ deleted: boolean }>('/api/account/fit/delete', {}, headers);

/** The field messages of a 422 answer. */
const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

const MEASURED = {
  faceWidthMm: 140.26,
  frameWidthMin: 138,
  frameWidthMax: 146,
  pdMm: 62.84,
  measuredAt: '2026-11-30T09:15:00.000Z',
};

let ada: TestShopper;
let ben: TestShopper;

beforeAll(async () => {
  ada = await createShopper('fit-ada');
  ben = await createShopper('fit-ben');
});

describe('a shopper saves the face measurement and reads it back', () => {
  it('answers null before anything is saved', async () => {
    const result = await get(ada.headers);
    expect(result.body).toMatchObject({ code: 200, data: { fit: null } });
  });

  it('saves it (millimetres to the tenth) and answers it on the next read, as another device would', async () => {
    const saved = await save(ada.headers, MEASURED);
    expect(saved.body.code).toBe(200);
    const expected = {
      faceWidthMm: 140.3,
      frameWidthMin: 138,
      frameWidthMax: 146,
      pdMm: 62.8,
      measuredAt: '2026-11-30T09:15:00.000Z',
    };
    expect(saved.body.data.fit).toMatchObject(expected);
    expect(Date.now() - Date.parse(saved.body.data.fit.savedAt)).toBeLessThan(60_000);
    expect((await get(ada.headers)).body.data.fit).toEqual(saved.body.data.fit);
  });

  it('keeps one measurement: a new save replaces the old one, and a photo without a PD keeps none', async () => {
    const { pdMm: _pd, ...photo } = { ...MEASURED, faceWidthMm: 132, frameWidthMin: 130, frameWidthMax: 138 };
    expect((await save(ben.headers, MEASURED)).body.code).toBe(200);
    expect((await save(ben.headers, photo)).body.code).toBe(200);
    expect((await get(ben.headers)).body.data.fit).toMatchObject({
      faceWidthMm: 132,
      frameWidthMin: 130,
      frameWidthMax: 138,
      pdMm: null,
    });
    expect((await save(ben.headers, { ...photo, pdMm: null })).body.data.fit.pdMm).toBeNull();
  });

  it('deletes it: the next read answers null, and a second delete says there was none', async () => {
    const shopper = await createShopper('fit-delete');
    await save(shopper.headers, MEASURED);
    expect((await remove(shopper.headers)).body).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await get(shopper.headers)).body.data.fit).toBeNull();
    expect((await remove(shopper.headers)).body.data).toEqual({ deleted: false });
  });
});

describe('one shopper never reaches another’s measurement (docs/product.md#privacy)', () => {
  it('reads, replaces and deletes only the caller’s own', async () => {
    const carla = await createShopper('fit-carla');
    const dan = await createShopper('fit-dan');
    await save(carla.headers, MEASURED);
    expect((await get(dan.headers)).body.data.fit).toBeNull();
    expect((await remove(dan.headers)).body.data.deleted).toBe(false);
    await save(dan.headers, { ...MEASURED, faceWidthMm: 150, frameWidthMin: 148, frameWidthMax: 150 });
    expect((await get(carla.headers)).body.data.fit).toMatchObject({
      faceWidthMm: 140.3,
      frameWidthMin: 138,
    });
    // the body cannot name an account
    expect(fieldsOf(await save(dan.headers, { ...MEASURED, userId: carla.userId }))).toEqual({
      userId: 'Unknown field.',
    });
  });
});

describe('who may call', () => {
  it('refuses a guest and a dead token with the not-signed-in code (3)', async () => {
    for (const headers of [undefined, { authorization: 'Bearer expired' }]) {
      expect((await get(headers)).body.code).toBe(3);
      expect((await save(headers, MEASURED)).body.code).toBe(3);
      expect((await remove(headers)).body.code).toBe(3);
    }
  });

  it('refuses an operator’s token as every account call does (3)', async () => {
    const operator = await createOperator('owner');
    expect((await get(operator.headers)).body.code).toBe(3);
    expect((await save(operator.headers, MEASURED)).body.code).toBe(3);
    expect((await remove(operator.headers)).body.code).toBe(3);
  });
});

describe('what a save must hold (422 naming the field)', () => {
  const hour = 3_600_000;
  it.each([
    ['a face narrower than 100 mm', { faceWidthMm: 99.9 }, 'faceWidthMm', /face width.*100 to 200/],
    ['a face wider than 200 mm', { faceWidthMm: 200.5 }, 'faceWidthMm', /face width.*100 to 200/],
    ['a face width as text', { faceWidthMm: '140' }, 'faceWidthMm', /face width/],
    ['a range below 100 mm', { frameWidthMin: 99 }, 'frameWidthMin', /narrowest.*100 to 180/],
    ['a range above 180 mm', { frameWidthMax: 181 }, 'frameWidthMax', /widest.*100 to 180/],
    ['a range in tenths', { frameWidthMin: 138.5 }, 'frameWidthMin', /whole number/],
    [
      'a range whose narrowest is above its widest',
      { frameWidthMin: 150, frameWidthMax: 140 },
      'frameWidthMax',
      /frameWidthMin.*must not be more than.*frameWidthMax/,
    ],
    ['a PD under 40 mm', { pdMm: 39.5 }, 'pdMm', /PD.*40 to 80/],
    ['a PD over 80 mm', { pdMm: 81 }, 'pdMm', /PD.*40 to 80/],
    ['no measuring time', { measuredAt: undefined }, 'measuredAt', /ISO 8601/],
    ['a time that is not a date', { measuredAt: 'yesterday' }, 'measuredAt', /ISO 8601/],
    [
      'a time tomorrow',
      { measuredAt: new Date(Date.now() + 24 * hour).toISOString() },
      'measuredAt',
      /cannot be from the future/,
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const shopper = await createShopper('fit-invalid');
    const result = await save(shopper.headers, { ...MEASURED, ...change });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result)[field]).toMatch(message);
    expect((await get(shopper.headers)).body.data.fit).toBeNull();
  });

  it('takes a device clock a minute fast', async () => {
    const shopper = await createShopper('fit-clock');
    const measuredAt = new Date(Date.now() + 60_000).toISOString();
    expect((await save(shopper.headers, { ...MEASURED, measuredAt })).body.code).toBe(200);
  });

  it('names every field that is wrong at once', async () => {
    const shopper = await createShopper('fit-many');
    const result = await save(shopper.headers, {
      faceWidthMm: 20,
      frameWidthMin: 90,
      frameWidthMax: 200,
      pdMm: 100,
    });
    expect(Object.keys(fieldsOf(result)).sort()).toEqual(
      ['faceWidthMm', 'frameWidthMax', 'frameWidthMin', 'measuredAt', 'pdMm'].sort(),
    );
  });
});
