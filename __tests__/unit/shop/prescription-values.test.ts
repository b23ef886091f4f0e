import {
  ADD_OPTIONS,
  CYL_OPTIONS,
  formatPd,
  formatPower,
  PD_EYE_OPTIONS,
  PD_SINGLE_OPTIONS,
  powerText,
  PRESCRIPTION_VALUE_MESSAGES as M,
  readAxis,
  readPd,
  readPower,
  SPH_OPTIONS,
  type PowerKind,
  type TypedValue,
  type ValueReading,
} from '@/lib/shop/prescription-values';

// docs/product.md#prescription-rules: SPH −20.00..+12.00 and CYL −6.00..+6.00 in 0.25 steps, AXIS
// 1..180, ADD +0.75..+3.50, PD single 50..80 or dual 25..40 per eye. Stored in hundredths / tenths.

const value = (v: number): ValueReading => ({ kind: 'value', value: v });
const problem = (message: string): ValueReading => ({ kind: 'problem', message });
const empty: ValueReading = { kind: 'empty' };

describe('readPower', () => {
  const cases: [PowerKind, TypedValue, ValueReading][] = [
    ['sph', '-2.25', value(-225)],
    ['sph', '\u22122.25', value(-225)], // the true minus sign, as printed on forms
    ['sph', '\u20132.25', value(-225)], // an en dash pasted from a document
    ['sph', '+1.50', value(150)],
    ['sph', '1.5', value(150)],
    ['sph', '1,75', value(175)],
    ['sph', ' -0.75 ', value(-75)],
    ['sph', '.25', value(25)],
    ['sph', '0', value(0)],
    ['sph', '-0.00', value(0)],
    ['sph', 'Plano', value(0)],
    ['sph', 'pl', value(0)],
    ['sph', -20, value(-2000)],
    ['sph', 12, value(1200)],
    ['sph', '+12.00', value(1200)],
    ['sph', '-20.00', value(-2000)],
    ['sph', '12.25', problem(M.powerRange('sph'))],
    ['sph', '-20.25', problem(M.powerRange('sph'))],
    ['sph', '-2.30', problem(M.powerStep('sph'))],
    ['sph', '1.255', problem(M.powerStep('sph'))],
    ['sph', 1.1, problem(M.powerStep('sph'))],
    ['sph', '1.250', value(125)],
    ['sph', 'abc', problem(M.powerFormat('sph'))],
    ['sph', '2.2.5', problem(M.powerFormat('sph'))],
    ['sph', '-', problem(M.powerFormat('sph'))],
    ['sph', Number.NaN, problem(M.powerFormat('sph'))],
    ['sph', '', empty],
    ['sph', '  ', empty],
    ['sph', null, empty],
    ['sph', undefined, empty],
    ['cyl', '-6.00', value(-600)],
    ['cyl', '+6.00', value(600)],
    ['cyl', '-6.25', problem(M.powerRange('cyl'))],
    ['cyl', 'plano', problem(M.powerFormat('cyl'))], // plano is a sphere word only
    ['cyl', '-0.10', problem(M.powerStep('cyl'))],
    ['add', '+0.75', value(75)],
    ['add', '3.50', value(350)],
    ['add', '0.50', problem(M.powerRange('add'))],
    ['add', '3.75', problem(M.powerRange('add'))],
    ['add', '-1.00', problem(M.powerRange('add'))],
    ['add', '2.10', problem(M.powerStep('add'))],
  ];
  it.each(cases)('%s %p → %p', (kind, input, expected) => {
    expect(readPower(kind, input)).toEqual(expected);
  });
});

describe('readAxis', () => {
  const cases: [TypedValue, ValueReading][] = [
    ['1', value(1)],
    ['180', value(180)],
    [90, value(90)],
    ['90°', value(90)],
    ['0', problem(M.axis)],
    ['181', problem(M.axis)],
    ['45.5', problem(M.axis)],
    [-5, problem(M.axis)],
    ['x', problem(M.axis)],
    ['', empty],
  ];
  it.each(cases)('%p → %p', (input, expected) => {
    expect(readAxis(input)).toEqual(expected);
  });
});

describe('readPd', () => {
  const cases: ['single' | 'eye', TypedValue, ValueReading][] = [
    ['single', '63', value(630)],
    ['single', '63.5', value(635)],
    ['single', '63.5 mm', value(635)],
    ['single', 50, value(500)],
    ['single', 80, value(800)],
    ['single', '49.5', problem(M.pdRange('single'))],
    ['single', '80.5', problem(M.pdRange('single'))],
    ['single', '63.2', problem(M.pdStep)],
    ['single', '63.25', problem(M.pdStep)],
    ['single', '-63', problem(M.pdFormat)],
    ['single', 'wide', problem(M.pdFormat)],
    ['eye', '31.5', value(315)],
    ['eye', '25', value(250)],
    ['eye', '40', value(400)],
    ['eye', '24.5', problem(M.pdRange('eye'))],
    ['eye', '63', problem(M.pdRange('eye'))],
    ['eye', '', empty],
  ];
  it.each(cases)('%s %p → %p', (kind, input, expected) => {
    expect(readPd(kind, input)).toEqual(expected);
  });
});

describe('formatting', () => {
  it.each([
    [-225, '\u22122.25', '-2.25'],
    [150, '+1.50', '+1.50'],
    [0, '0.00', '0.00'],
    [-2000, '\u221220.00', '-20.00'],
  ])('%i hundredths read as %s (form value %s)', (hundredths, shown, text) => {
    expect(formatPower(hundredths)).toBe(shown);
    expect(powerText(hundredths)).toBe(text);
    expect(readPower('sph', text)).toEqual(value(hundredths));
    expect(readPower('sph', shown)).toEqual(value(hundredths));
  });

  it.each([
    [630, '63'],
    [635, '63.5'],
    [315, '31.5'],
  ])('%i tenths of a millimetre read as %s', (tenths, shown) => {
    expect(formatPd(tenths)).toBe(shown);
  });

  it('names the ranges in its messages', () => {
    expect(M.powerRange('sph')).toBe('Choose a sphere (SPH) between \u221220.00 and +12.00.');
    expect(M.pdRange('eye')).toBe("Enter each eye's PD between 25 and 40 mm.");
  });
});

describe('select options', () => {
  it('lists every 0.25 step from the highest power down', () => {
    expect(SPH_OPTIONS).toHaveLength((1200 + 2000) / 25 + 1);
    expect(SPH_OPTIONS[0]).toEqual({ value: '+12.00', label: '+12.00' });
    expect(SPH_OPTIONS.at(-1)).toEqual({ value: '-20.00', label: '\u221220.00' });
    expect(SPH_OPTIONS.some((o) => o.value === '0.00')).toBe(true);
    expect(CYL_OPTIONS).toHaveLength(49);
    expect(ADD_OPTIONS.map((o) => o.value)).toEqual([
      '+3.50',
      '+3.25',
      '+3.00',
      '+2.75',
      '+2.50',
      '+2.25',
      '+2.00',
      '+1.75',
      '+1.50',
      '+1.25',
      '+1.00',
      '+0.75',
    ]);
  });

  it('lists PDs in 0.5 mm steps, smallest first', () => {
    expect(PD_SINGLE_OPTIONS).toHaveLength(61);
    expect(PD_SINGLE_OPTIONS.slice(0, 3).map((o) => o.value)).toEqual(['50', '50.5', '51']);
    expect(PD_EYE_OPTIONS.at(-1)?.value).toBe('40');
  });

  it('offers only values the readers accept', () => {
    for (const option of SPH_OPTIONS) expect(readPower('sph', option.value).kind).toBe('value');
    for (const option of CYL_OPTIONS) expect(readPower('cyl', option.value).kind).toBe('value');
    for (const option of ADD_OPTIONS) expect(readPower('add', option.value).kind).toBe('value');
    for (const option of PD_SINGLE_OPTIONS) expect(readPd('single', option.value).kind).toBe('value');
    for (const option of PD_EYE_OPTIONS) expect(readPd('eye', option.value).kind).toBe('value');
  });
});

describe('values that are neither text nor numbers', () => {
  it.each([true, {}, [1]])('%p is refused, not thrown on', (input) => {
    const odd = input as unknown as TypedValue;
    expect(readPower('sph', odd)).toEqual(problem(M.powerFormat('sph')));
    expect(readAxis(odd)).toEqual(problem(M.axis));
    expect(readPd('single', odd)).toEqual(problem(M.pdFormat));
  });
});
