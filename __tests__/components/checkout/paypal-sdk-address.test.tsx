import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PayPalPayment } from '@/components/checkout/payment/paypal-payment';

// docs/product.md#public-config: the PayPal SDK address for development and production is read
// (NEXT_PUBLIC_PAYPAL_SDK_DEV / _PROD); without one, PayPal's address from the server is used.

const providerOptions: Array<Record<string, unknown>> = [];
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({
    options,
    children,
  }: {
    options: Record<string, unknown>;
    children: ReactNode;
  }) => {
    providerOptions.push(options);
    return children;
  },
  PayPalButtons: () => null,
  usePayPalScriptReducer: () => [{ isPending: true, isRejected: false, isResolved: false, isInitial: false }],
}));

const SERVER_SDK = 'https://www.paypal.com/sdk/js?client-id=abc&currency=USD&intent=capture';
const saved = { ...process.env };

function scriptOptions(): Record<string, unknown> {
  providerOptions.length = 0;
  render(
    <PayPalPayment
      clientId="abc"
      sdkUrl={SERVER_SDK}
      order={() => Promise.resolve('OC1')}
      actionLabel="Place order and pay"
      actionTestId="place-order"
      totalCents={4_900}
      onPaid={jest.fn()}
      onProblem={jest.fn()}
    />,
  );
  const options = providerOptions.at(-1);
  if (!options) throw new Error('the PayPal script provider was not rendered');
  return options;
}

afterEach(() => {
  process.env = { ...saved };
});

describe('the PayPal script address (jest builds as development)', () => {
  it('loads the SDK from NEXT_PUBLIC_PAYPAL_SDK_DEV, in USD', () => {
    process.env = { ...saved, NEXT_PUBLIC_PAYPAL_SDK_DEV: 'https://sdk.dev.example/paypal/js?currency=EUR' };
    expect(scriptOptions()).toMatchObject({
      clientId: 'abc',
      currency: 'USD',
      sdkBaseUrl: 'https://sdk.dev.example/paypal/js',
    });
  });

  it("keeps PayPal's own address when none is configured", () => {
    process.env = { ...saved };
    delete process.env.NEXT_PUBLIC_PAYPAL_SDK_DEV;
    expect(scriptOptions()).toMatchObject({ sdkBaseUrl: 'https://www.paypal.com/sdk/js' });
  });
});
