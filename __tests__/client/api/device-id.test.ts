import { DEVICE_ID_KEY, ensureDeviceId, readDeviceId } from '@/lib/api';
import { readLocalJson, writeLocal } from '@/lib/api/local-storage';

afterEach(() => window.localStorage.clear());

describe('device id (docs/product.md#client-state: 68 characters, kept in local storage)', () => {
  it('is absent until ensured', () => {
    expect(readDeviceId()).toBeNull();
  });

  it('is created once, 68 characters starting with a letter, stored plainly under "deviceId"', () => {
    const id = ensureDeviceId();

    expect(DEVICE_ID_KEY).toBe('deviceId');
    expect(id).toHaveLength(68);
    expect(id).toMatch(/^[A-Za-z]/);
    expect(window.localStorage.getItem('deviceId')).toBe(id);
    expect(ensureDeviceId()).toBe(id);
    expect(readDeviceId()).toBe(id);
  });

  it('reads a JSON-quoted id an older writer left', () => {
    const id = `Q${'a'.repeat(67)}`;
    window.localStorage.setItem('deviceId', JSON.stringify(id));

    expect(readDeviceId()).toBe(id);
    expect(ensureDeviceId()).toBe(id);
  });

  it('replaces a malformed stored id, which the server would refuse', () => {
    window.localStorage.setItem('deviceId', 'too-short');

    expect(readDeviceId()).toBeNull();
    const id = ensureDeviceId();
    expect(id).toHaveLength(68);
    expect(window.localStorage.getItem('deviceId')).toBe(id);
  });
});

describe('local storage encoding (docs/product.md#client-state)', () => {
  it('JSON-encodes objects and keeps strings as they are', () => {
    writeLocal('currency', { index: 2, code: 'EUR' });
    writeLocal('greeting', 'hello');

    expect(window.localStorage.getItem('currency')).toBe('{"index":2,"code":"EUR"}');
    expect(readLocalJson('currency')).toEqual({ index: 2, code: 'EUR' });
    expect(window.localStorage.getItem('greeting')).toBe('hello');
    expect(readLocalJson('missing')).toBeNull();
  });
});
