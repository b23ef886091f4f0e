import { readingFormValues } from '@/lib/shop/prescription-reading-form';
import { readDate } from '@/lib/shop/prescription-reading-lines';
import {
  readingFoundValues,
  readPrescriptionText,
  type EyeReading,
  type PrescriptionReading,
} from '@/lib/shop/prescription-reading';

// docs/product.md#prescription-photo-reading: the OCR's text of a printed prescription read into its
// values. The texts below are as tesseract gives them, borders, lost points and look-alikes included.

const eye = (
  sph: number | null,
  cyl: number | null = null,
  axis: number | null = null,
  add: number | null = null,
) => ({ sph, cyl, axis, add, prism: null }) satisfies EyeReading;

const cases: {
  name: string;
  text: string;
  od: EyeReading;
  os: EyeReading;
  pd?: PrescriptionReading['pd'];
}[] = [
  {
    name: 'a table with OD/OS rows and a header',
    text: 'SPH CYL AXIS ADD\nOD -2.25 -0.75 180 +2.00\nOS -1.75 -0.50 175 +2.00\nPD: 31.5/32',
    od: eye(-225, -75, 180, 200),
    os: eye(-175, -50, 175, 200),
    pd: { kind: 'eyes', right: 315, left: 320 },
  },
  {
    name: "the table's borders read as brackets and bars, a lost point",
    text: 'ov Ton 00mm\n[op [225] -0.75 180 [+2.00 [1.0 BU |\n[0s [-1.75 | 050 | 175 [+200] |\nPD 63',
    // the sign before 225 went with the border: read as +2.25, for the shopper to check
    od: { ...eye(225, -75, 180, 200), prism: { amount: 100, base: 'up' } },
    // "050": point and minus lost, the minus given back from the other eye's cylinder
    os: eye(-175, -50, 175, 200),
    pd: { kind: 'single', pd: 630 },
  },
  {
    name: 'lines with R/L and "x" before the axis',
    text: 'R: +1.50 -0.25 x 90\nL: +1.25 DS\nPD 62',
    od: eye(150, -25, 90),
    os: eye(125),
    pd: { kind: 'single', pd: 620 },
  },
  {
    name: 'plano and "sph" for no cylinder',
    text: 'Right eye: PL -1.00 x180\nLeft eye: plano sph\nPD 64/61',
    od: eye(0, -100, 180),
    os: eye(0),
    pd: { kind: 'single', pd: 640 },
  },
  {
    name: 'labelled values in any order',
    text: 'OD SPH -3.00 CYL -1.25 AXIS 10 ADD +1.75\nOS: ADD +1.75 SPH -2.75 CYL -1.00 AX 170\nPD R 31 L 31.5',
    od: eye(-300, -125, 10, 175),
    os: eye(-275, -100, 170, 175),
    pd: { kind: 'eyes', right: 310, left: 315 },
  },
  {
    name: 'typographic minus signs and comma decimals',
    text: 'OD −4,50 −2,00 × 45\nOS −4,25 −1,75 × 135\nPupillary distance 66',
    od: eye(-450, -200, 45),
    os: eye(-425, -175, 135),
    pd: { kind: 'single', pd: 660 },
  },
  {
    name: 'look-alike letters in numbers and a 0D for OD',
    text: '0D -1.2S -O.50 x 95\nOS -1.00 -0.25 x 85',
    od: eye(-125, -50, 95),
    os: eye(-100, -25, 85),
  },
  {
    name: 'a header with ADD before the axis, and "SPH" for no cylinder',
    text: 'Eye Sphere Cylinder ADD Axis\nOD +2.00 SPH +2.50\nOS +2.25 -0.50 +2.50 60',
    od: eye(200, null, null, 250),
    os: eye(225, -50, 60, 250),
  },
  {
    name: 'a PD column in the table',
    text: 'SPH CYL AXIS PD\nOD -0.50 -0.25 90 32.5\nOS -0.75 -0.25 80 31',
    od: eye(-50, -25, 90),
    os: eye(-75, -25, 80),
    pd: { kind: 'eyes', right: 325, left: 310 },
  },
  {
    name: 'an unsigned cylinder beside a plus one',
    text: 'OD +3.00 +0.75 x 90\nOS +3.25 0.50 x 80',
    od: eye(300, 75, 90),
    os: eye(325, 50, 80),
  },
  {
    name: 'an unsigned cylinder alone: minus, the usual way',
    text: 'OD -1.00 0.75 x 90\nOS -1.25 DS',
    od: eye(-100, -75, 90),
    os: eye(-125),
  },
  {
    name: 'a header whose CYL the OCR garbled, and a plus read as a 4',
    text: 'SPH on AXIS ADD\nR 42.75 +0.50 100 42.50\nL +3.00 +0.75 80 +2.50',
    od: eye(275, 50, 100, 250),
    os: eye(300, 75, 80, 250),
  },
  {
    name: 'US column order: prism and base before the addition',
    text: 'SPH CYL AXIS PRISM BASE ADD\nOD -1.00 -0.25 60 0.5 BO +1.00\nOS -1.25 -0.25 120 BO +1.00',
    od: { ...eye(-100, -25, 60, 100), prism: { amount: 50, base: 'out' } },
    os: { ...eye(-125, -25, 120, 100), prism: { amount: 0, base: 'out' } },
  },
  {
    name: 'Rx heading before the first eye',
    text: 'Rx: OD -6.00 -1.50 x 020\nOS -5.50 -1.25 x 160',
    od: eye(-600, -150, 20),
    os: eye(-550, -125, 160),
  },
];

describe('readPrescriptionText', () => {
  it.each(cases)('reads $name', ({ text, od, os, pd }) => {
    const reading = readPrescriptionText(text);
    expect({ od: reading.od, os: reading.os }).toEqual({ od, os });
    if (pd !== undefined) expect(reading.pd).toEqual(pd);
  });

  it('reads prism amounts and bases per eye', () => {
    const reading = readPrescriptionText(
      'SPH CYL AXIS PRISM BASE\nOD -1.00 -0.50 90 1.5 BU\nOS -1.00 -0.50 90 2BI',
    );
    expect(reading.od.prism).toEqual({ amount: 150, base: 'up' });
    expect(reading.os.prism).toEqual({ amount: 200, base: 'in' });
  });

  it.each([
    ['Date of exam: 03/12/2026  Expires: 03/12/2028', '2026-03-12', '2028-03-12'],
    ['Exam date 2026-01-05', '2026-01-05', null],
    ['Issued 14/02/2026 Valid until 14/02/2027', '2026-02-14', '2027-02-14'],
    ['Date: 12 Mar 2026 Expiration: Mar 12, 2028', '2026-03-12', '2028-03-12'],
  ])('reads the dates of %s', (text, examDate, expiryDate) => {
    const reading = readPrescriptionText(text);
    expect({ examDate: reading.examDate, expiryDate: reading.expiryDate }).toEqual({ examDate, expiryDate });
  });

  it.each([
    ['PD 63', { kind: 'single', pd: 630 }, null],
    ['PD 64/61', { kind: 'single', pd: 640 }, 610],
    ['PD: 63 mm  Near PD: 60 mm', { kind: 'single', pd: 630 }, 600],
    ['Near PD 60.5', null, 605],
    ['NPD: 59', null, 590],
    ['N.P.D. 58.5', null, 585],
    ['Reading PD 61', null, 610],
    ['PD 31.5/32  NPD 60', { kind: 'eyes', right: 315, left: 320 }, 600],
    ['Near PD', null, null],
  ])('reads the PD and near PD of %s', (text, pd, nearPd) => {
    const reading = readPrescriptionText(text);
    expect({ pd: reading.pd, nearPd: reading.nearPd }).toEqual({ pd, nearPd });
  });

  it.each([
    ['12/31/2026', '2026-12-31'],
    ['31/12/2026', '2026-12-31'],
    ['5.6.26', '2026-05-06'],
    ['no date here', null],
  ])('reads the date %s', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each([
    ['handwriting the OCR made nothing of', 'Iw nmn ~ ruu\n  ,, /m~ wn'],
    ['an empty page', ''],
    ['a letter with no prescription', 'Dear patient,\nyour next visit is due.'],
    ['a PD card, with no eye values', 'PD: 63 mm\nDate: 03/12/2026'],
  ])('finds nothing in %s', (_name, text) => {
    expect(readingFoundValues(readPrescriptionText(text))).toBe(false);
  });
});

describe('readingFormValues', () => {
  it('gives the typed form its texts, an axis only with a cylinder', () => {
    const reading = readPrescriptionText('OD -2.25 0.00 x 90 +2.00\nOS PL -0.50 x 10\nPD 31.5/32');
    expect(readingFormValues(reading)).toEqual({
      values: {
        od_sph: '-2.25',
        od_add: '+2.00',
        os_sph: '0.00',
        os_cyl: '-0.50',
        os_axis: '10',
        pd_right: '31.5',
        pd_left: '32',
      },
      pdMode: 'dual',
    });
  });
});
