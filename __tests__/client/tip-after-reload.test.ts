import {
  carryTipAcrossReload,
  takeTipCarriedAcrossReload,
  TIP_AFTER_RELOAD_KEY,
} from '@/lib/client/tip-after-reload';

// docs/product.md#errors, code 3: the tip waits in session storage for the reloaded page.
describe('a tip carried across a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once after the reload', () => {
    carryTipAcrossReload('Login status has expired.');
    expect(sessionStorage.getItem(TIP_AFTER_RELOAD_KEY)).toBe('Login status has expired.');
    expect(takeTipCarriedAcrossReload()).toBe('Login status has expired.');
    expect(takeTipCarriedAcrossReload()).toBeNull();
  });

  it.each([
    ['nothing carried', null],
    ['an empty message', ''],
    ['a blank message', '   '],
  ])('%s gives no tip', (_label, stored) => {
    if (stored !== null) sessionStorage.setItem(TIP_AFTER_RELOAD_KEY, stored);
    expect(takeTipCarriedAcrossReload()).toBeNull();
  });

  it('without storage (privacy mode) it neither throws nor gives a tip', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => carryTipAcrossReload('Login status has expired.')).not.toThrow();
    expect(takeTipCarriedAcrossReload()).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
