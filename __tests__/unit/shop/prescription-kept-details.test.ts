import { NO_DETAILS } from '@/lib/shop/prescription-details';
import { detailsWithExpiry, prescriptionToday, workedOutDetails } from '@/lib/shop/prescription-kept-details';

// docs/product.md#prescription-details: the account's book keeps what a prescription states and
// works out the near PD and the expiry when it is read.

describe('prescriptionToday', () => {
  it.each([
    ['late on the 5th in UTC: the 6th has begun in the earliest zone', '2026-12-05T23:00:00Z', '2026-12-06'],
    ['early on the 5th in UTC: the 5th there too', '2026-12-05T09:59:00Z', '2026-12-05'],
    ['from 10:00 UTC the next day has begun in the earliest zone', '2026-12-05T10:00:00Z', '2026-12-06'],
  ])('%s', (_case, now, today) => {
    expect(prescriptionToday(new Date(now))).toBe(today);
  });
});

describe('worked-out details', () => {
  const rules = { today: '2026-12-06', validYears: 2 };
  const pd = { pd: 630, pd_right: null, pd_left: null };

  it.each([
    [
      'nothing stated: the near PD from the PD, no expiry',
      {},
      { nearPd: { tenths: 600, computed: true }, expiryDate: null, expiryComputed: false, expired: false },
    ],
    [
      'a stated near PD and expiry',
      { near_pd: 595, exam_date: '2025-01-01', expiry_date: '2026-12-06' },
      {
        nearPd: { tenths: 595, computed: false },
        expiryDate: '2026-12-06',
        expiryComputed: false,
        expired: false,
      },
    ],
    [
      'an exam three years ago: expired by default',
      { exam_date: '2023-12-05' },
      {
        nearPd: { tenths: 600, computed: true },
        expiryDate: '2025-12-05',
        expiryComputed: true,
        expired: true,
      },
    ],
  ])('%s', (_case, stated, worked) => {
    expect(workedOutDetails(pd, { ...NO_DETAILS, ...stated }, rules)).toEqual(worked);
  });

  it('fills the default expiry for the lens wizard, by the shop’s validity', () => {
    const kept = { ...NO_DETAILS, exam_date: '2026-02-28' };
    expect(detailsWithExpiry(kept, 1).expiry_date).toBe('2027-02-28');
    expect(detailsWithExpiry(kept, 3).expiry_date).toBe('2029-02-28');
    expect(detailsWithExpiry(NO_DETAILS, 2).expiry_date).toBeNull();
  });
});
