/** @jest-environment node */
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import nextConfig from '@/next.config';
import { checkoutStartOf } from '@/components/checkout/checkout-start';
import { paymentSuccessQueryOf } from '@/components/checkout/payment-success/payment-success-query';

// docs/product.md#routes /payment: the leftover variants 'index copy' and 'index copy 2' lead to
// the checkout with their query, and the page starts from a snapshot or an order named in the
// query.

async function redirectFor(pathname: string) {
  const redirects = (await nextConfig.redirects?.()) ?? [];
  for (const route of redirects) {
    // the build keeps redirects off Next.js's own assets, as here
    const built = buildCustomRoute('redirect', route, ['/_next']);
    if (!new RegExp(built.regex, 'i').test(pathname)) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: route.destination,
      params: {},
      query: { snapshot: 'abc' },
    });
    return { status: built.statusCode, pathname: parsedDestination.pathname, query: parsedDestination.query };
  }
  return null;
}

describe('the payment route', () => {
  it.each(['/payment/index%20copy', '/payment/index%20copy%202'])(
    'sends %s to /payment for now, keeping the query',
    async (pathname) => {
      expect(await redirectFor(pathname)).toEqual({
        status: 307,
        pathname: '/payment',
        query: { snapshot: 'abc' },
      });
    },
  );

  it('leaves /payment itself alone', async () => {
    expect(await redirectFor('/payment')).toBeNull();
  });

  it('starts from a snapshot, else an order, else nothing', () => {
    const snapshotId = '0123456789ABCDEF0123456789abcdef';
    expect(checkoutStartOf({ snapshot: snapshotId, order: 'OC260115-K7Q2ZD' })).toEqual({
      kind: 'snapshot',
      snapshotId: snapshotId.toLowerCase(),
    });
    expect(checkoutStartOf({ order: ['oc260115-k7q2zd', 'OC999999-ZZZZZZ'] })).toEqual({
      kind: 'order',
      orderNumber: 'OC260115-K7Q2ZD',
    });
    expect(checkoutStartOf({ snapshot: 'not-a-snapshot', order: '12' })).toEqual({ kind: 'none' });
    expect(paymentSuccessQueryOf({ order: 'OC260115-K7Q2ZD', provider: 'stripe' })).toEqual({
      orderNumber: 'OC260115-K7Q2ZD',
      fromCardProvider: true,
    });
    expect(paymentSuccessQueryOf({ order: '<script>' })).toEqual({
      orderNumber: null,
      fromCardProvider: false,
    });
  });
});
