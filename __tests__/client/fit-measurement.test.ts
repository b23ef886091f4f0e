import { fitMeasurementOf, readFitMeasurement, writeFitMeasurement } from '@/lib/client/fit-measurement';

// The device's face measurement in local storage `oculo.fit` (docs/product.md#client-state): the
// range a face width recommends (docs/product.md#face-fit), read back only when it is one, and this
// tab told at once when it changes.

const MEASURED_AT = new Date('2026-12-01T10:00:00.000Z');

beforeEach(() => window.localStorage.clear());

describe('fitMeasurementOf', () => {
  test.each([
    { face: 140, pd: 63, expected: { frameWidthMin: 138, frameWidthMax: 146, pdMm: 63 } },
    { face: 131.4, pd: undefined, expected: { frameWidthMin: 129, frameWidthMax: 137 } },
    // a face beyond adult frames is shown the nearest adult sizes
    { face: 160, pd: 70, expected: { frameWidthMin: 150, frameWidthMax: 150, pdMm: 70 } },
    // a PD that is not a length is not kept
    { face: 140, pd: Number.NaN, expected: { frameWidthMin: 138, frameWidthMax: 146 } },
  ])('a $face mm face (PD $pd)', ({ face, pd, expected }) => {
    expect(fitMeasurementOf(face, MEASURED_AT, pd)).toEqual({
      ...expected,
      faceWidthMm: face,
      measuredAt: MEASURED_AT.toISOString(),
    });
  });
});

describe('readFitMeasurement', () => {
  test.each([
    ['nothing stored', null],
    ['not JSON', '{frame'],
    ['a string', '"138-146"'],
    ['no range', JSON.stringify({ faceWidthMm: 140 })],
    ['a range the wrong way round', JSON.stringify({ frameWidthMin: 146, frameWidthMax: 138 })],
    ['a range of words', JSON.stringify({ frameWidthMin: 'narrow', frameWidthMax: 146 })],
  ])('%s reads as no measurement', (_case, stored) => {
    if (stored !== null) window.localStorage.setItem('oculo.fit', stored);
    expect(readFitMeasurement()).toBeNull();
  });

  test('a measurement written is read back as it was', () => {
    const measurement = fitMeasurementOf(140, MEASURED_AT, 62.5);
    expect(writeFitMeasurement(measurement)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('oculo.fit') ?? 'null')).toEqual(measurement);
    expect(readFitMeasurement()).toEqual(measurement);
  });

  test('a range kept without its face width gives the face it was made for', () => {
    window.localStorage.setItem(
      'oculo.fit',
      JSON.stringify({ frameWidthMin: 134, frameWidthMax: 142, measuredAt: MEASURED_AT.toISOString() }),
    );
    expect(readFitMeasurement()).toEqual({
      frameWidthMin: 134,
      frameWidthMax: 142,
      faceWidthMm: 136,
      measuredAt: MEASURED_AT.toISOString(),
    });
  });
});

test('writing tells this tab’s listeners, which the browser’s own storage event does not', () => {
  const heard: (string | null)[] = [];
  const listener = (event: StorageEvent) => heard.push(event.key);
  window.addEventListener('storage', listener);
  writeFitMeasurement(fitMeasurementOf(140, MEASURED_AT));
  window.removeEventListener('storage', listener);
  expect(heard).toEqual(['oculo.fit']);
});
