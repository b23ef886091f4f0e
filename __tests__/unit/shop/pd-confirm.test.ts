import type { RulePrescription } from '@/lib/shop/lens-rules';
import { CONFIRM_MESSAGES, pdNeedsOptician, type PdConfirmation } from '@/lib/shop/pd-confirm';

const rx = (od_sph: number, od_cyl = 0, os_sph = 0, os_cyl = 0, prism?: number): RulePrescription => ({
  od_sph,
  od_cyl,
  os_sph,
  os_cyl,
  ...(prism === undefined ? {} : { prism }),
});
const strong = (power: number): PdConfirmation => ({
  reason: 'strong',
  message: CONFIRM_MESSAGES.strong(power),
});

describe('docs/product.md#pd-measure: when the optician confirms a measured PD', () => {
  it.each<[string, string, RulePrescription | null, PdConfirmation | null]>([
    ['single vision, −2.50', 'Single Vision', rx(-250), null],
    ['single vision, −2.75', 'Single Vision', rx(-275), strong(-275)],
    ['single vision, +2.75 in the left eye', 'Single Vision', rx(100, 0, 275), strong(275)],
    ['single vision, −2.00 with −0.75 CYL (−2.75 meridian)', 'Single Vision', rx(-200, -75), strong(-275)],
    ['single vision, −3.00 with +0.50 CYL (−3.00 meridian)', 'Single Vision', rx(-300, 50), strong(-300)],
    [
      'single vision, +1.00 with a prism',
      'Single Vision',
      rx(100, 0, 100, 0, 150),
      { reason: 'prism', message: CONFIRM_MESSAGES.prism },
    ],
    ['single vision, a prism of 0', 'Single Vision', rx(100, 0, 100, 0, 0), null],
    [
      'progressive, +1.00',
      'Progressive',
      rx(100),
      { reason: 'progressive', message: CONFIRM_MESSAGES.progressive },
    ],
    [
      'progressive, from a photo',
      'Progressive',
      null,
      { reason: 'progressive', message: CONFIRM_MESSAGES.progressive },
    ],
    ['reading, +2.50', 'Reading', rx(250, 0, 250), null],
    ['non-prescription', 'Non-Prescription', null, null],
    ['single vision, nothing typed', 'Single Vision', rx(0), null],
  ])('%s', (_, lensUse, prescription, answer) => {
    expect(pdNeedsOptician(lensUse, prescription)).toEqual(answer);
  });

  it('tells the shopper why', () => {
    expect(CONFIRM_MESSAGES.strong(-325)).toBe(
      'Your −3.25 prescription needs an exact PD: our optician will confirm your PD with you before your glasses go to the lab.',
    );
  });
});
