import { choosePayPalSdkUrl, configuredPayPalSdkUrl } from '@/lib/api/paypal-sdk';

const PAYPAL = 'https://www.paypal.com/sdk/js?client-id=abc&currency=USD&intent=capture';
const DEV = 'https://sdk.dev.example/js';
const PROD = 'https://sdk.example/js';

// docs/product.md#public-config: the PayPal SDK address for development and for production
// (docs/architecture.md#configuration names the NEXT_PUBLIC_ variables)
describe('choosePayPalSdkUrl', () => {
  it.each([
    ['production build, both set', { production: true, development: DEV, productionAddress: PROD }, PROD],
    ['development build, both set', { production: false, development: DEV, productionAddress: PROD }, DEV],
    ['production build, only the development one set', { production: true, development: DEV }, PAYPAL],
    [
      'development build, only the production one set',
      { production: false, productionAddress: PROD },
      PAYPAL,
    ],
    ['nothing set', { production: true }, PAYPAL],
    ['blank', { production: true, productionAddress: '   ' }, PAYPAL],
    ['not an address', { production: true, productionAddress: 'paypal sdk' }, PAYPAL],
    ['not http(s)', { production: true, productionAddress: 'javascript:alert(1)' }, PAYPAL],
    [
      'plain http (a local stand-in)',
      { production: false, development: 'http://127.0.0.1:9000/sdk/js' },
      'http://127.0.0.1:9000/sdk/js',
    ],
    ['surrounding spaces', { production: true, productionAddress: ` ${PROD} ` }, PROD],
  ])('%s', (_label, configuration, expected) => {
    expect(choosePayPalSdkUrl(configuration, PAYPAL)).toBe(expected);
  });
});

describe('configuredPayPalSdkUrl reads NEXT_PUBLIC_PAYPAL_SDK_DEV / _PROD', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('takes the production address in a production build', () => {
    process.env = {
      ...saved,
      NODE_ENV: 'production',
      NEXT_PUBLIC_PAYPAL_SDK_DEV: DEV,
      NEXT_PUBLIC_PAYPAL_SDK_PROD: PROD,
    };
    expect(configuredPayPalSdkUrl(PAYPAL)).toBe(PROD);
  });

  it('takes the development address otherwise', () => {
    process.env = {
      ...saved,
      NODE_ENV: 'development',
      NEXT_PUBLIC_PAYPAL_SDK_DEV: DEV,
      NEXT_PUBLIC_PAYPAL_SDK_PROD: PROD,
    };
    expect(configuredPayPalSdkUrl(PAYPAL)).toBe(DEV);
  });

  it("keeps PayPal's address when neither is set", () => {
    process.env = { ...saved, NODE_ENV: 'production' };
    delete process.env.NEXT_PUBLIC_PAYPAL_SDK_PROD;
    expect(configuredPayPalSdkUrl(PAYPAL)).toBe(PAYPAL);
  });
});
