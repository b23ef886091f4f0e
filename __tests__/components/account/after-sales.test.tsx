import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AfterSalesRequest } from '@/components/account/after-sales/after-sales-request';
import { AfterSalesRequests } from '@/components/account/after-sales/after-sales-requests';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { resetShopState, shopStore } from '@/lib/client/store';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { pageOf, REQUEST, SHIPPED_DETAIL, UNPAID } from './orders-fixtures';

// order/after-sales (docs/product.md#account-area): the shopper's requests
// (/api/order/afterSalesList) and, with ?order=N, the request form of that order sent as multipart
// to /api/order/afterSales.

startApiTestServer();

const ORDER = SHIPPED_DETAIL.orderNumber;
let sent: { contentType: string; fields: Record<string, FormDataEntryValue> }[];
let hooks: ReturnType<typeof configureForTest>;

function answerInfo(order: OrderDetail) {
  server.use(http.post(`${SHOP}/api/order/info`, () => envelope(200, 'success', order)));
}

function answerRequest(reply: () => Response) {
  server.use(
    http.post(`${SHOP}/api/order/afterSales`, async ({ request }) => {
      const fields = Object.fromEntries((await request.formData()).entries());
      sent.push({ contentType: request.headers.get('content-type') ?? '', fields });
      return reply();
    }),
  );
}

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  hooks = configureForTest();
  sent = [];
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++next}`);
  URL.revokeObjectURL = jest.fn();
  answerInfo(SHIPPED_DETAIL);
});

const renderForm = () =>
  render(
    <FreshSwr>
      <AfterSalesRequest orderNumber={ORDER} />
    </FreshSwr>,
  );

// the fetch of this environment (Node's) sends only Node's own File objects, not jsdom's
const photo = (name: string) => new NodeFile([`photo ${name}`], name, { type: 'image/jpeg' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, details: string) {
  await user.click(await screen.findByTestId('after-sales-kind-return'));
  await user.selectOptions(screen.getByTestId('after-sales-reason'), 'Arrived damaged');
  await user.type(screen.getByTestId('after-sales-details'), details);
}

describe('the after-sales request form', () => {
  it('asks for more details before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillForm(user, 'Broken');
    await user.click(screen.getByTestId('after-sales-send'));
    const details = screen.getByTestId('after-sales-details');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters'));
    expect(details).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('asks for the kind and the reason', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByTestId('after-sales-details'), 'The left temple arrived cracked.');
    await user.click(screen.getByTestId('after-sales-send'));
    expect(screen.getByTestId('after-sales-kind')).toHaveTextContent('Choose return, exchange or repair.');
    expect(screen.getByTestId('after-sales-reason')).toHaveAccessibleDescription('Choose a reason.');
    expect(sent).toEqual([]);
  });

  it('sends the request as multipart with its photos and says it was received', async () => {
    const user = userEvent.setup();
    answerRequest(() => envelope(200, 'success', { ...REQUEST, state: 'pending', resolvedAt: null }));
    renderForm();
    await fillForm(user, '  The left temple arrived cracked.  ');
    await user.click(screen.getByTestId('after-sales-refund-wallet'));
    const input = screen.getByTestId('after-sales-photo-input');
    fireEvent.change(input, { target: { files: [photo('front.jpg'), photo('side.jpg')] } });
    fireEvent.change(input, { target: { files: [photo('extra.jpg')] } });
    expect(screen.getAllByTestId('after-sales-photo-preview')).toHaveLength(3);
    await user.click(screen.getAllByTestId('after-sales-photo-remove')[1] as HTMLElement);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1: front.jpg',
      'Photo 2: extra.jpg',
    ]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');

    await user.click(screen.getByTestId('after-sales-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent as [(typeof sent)[number]];
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.keys(request.fields).sort()).toEqual(
      ['details', 'kind', 'orderNumber', 'photos[0]', 'photos[1]', 'reason', 'refundTo'].sort(),
    );
    expect(request.fields).toMatchObject({
      orderNumber: ORDER,
      kind: 'return',
      reason: 'damaged',
      details: 'The left temple arrived cracked.',
      refundTo: 'wallet',
    });
    expect((request.fields['photos[0]'] as File).name).toBe('front.jpg');
    expect(await (request.fields['photos[1]'] as Blob).text()).toBe('photo extra.jpg');

    const received = await screen.findByTestId('after-sales-received');
    expect(received).toHaveTextContent('We received your request');
    expect(received).toHaveTextContent(`Order ${ORDER} is now Pending Review`);
    expect(within(received).getByTestId('after-sales-to-list')).toHaveAttribute(
      'href',
      '/centerMain/order/after-sales',
    );
  });

  it('takes at most three photos', async () => {
    renderForm();
    const input = await screen.findByTestId('after-sales-photo-input');
    fireEvent.change(input, { target: { files: ['a', 'b', 'c', 'd'].map((n) => photo(`${n}.jpg`)) } });
    expect(screen.getAllByTestId('after-sales-photo-preview')).toHaveLength(3);
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('You can attach 3 photos'));
  });

  it('asks only a return where the refund goes', async () => {
    const user = userEvent.setup();
    answerRequest(() => envelope(200, 'success', { ...REQUEST, kind: 'exchange', state: 'pending' }));
    renderForm();
    await fillForm(user, 'The frame is too wide for me.');
    expect(screen.getByTestId('after-sales-refund')).toBeInTheDocument();
    await user.click(screen.getByTestId('after-sales-kind-exchange'));
    expect(screen.queryByTestId('after-sales-refund')).toBeNull();
    await user.click(screen.getByTestId('after-sales-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fields).not.toHaveProperty('refundTo');
    expect(sent[0]?.fields).not.toHaveProperty('photos');
    expect(sent[0]?.fields.kind).toBe('exchange');
  });

  it('shows the shop’s sentence when the request is refused (code 0)', async () => {
    const user = userEvent.setup();
    answerRequest(() => envelope(0, 'More than 30 days have passed since this order was paid.'));
    renderForm();
    await fillForm(user, 'The left temple arrived cracked.');
    await user.click(screen.getByTestId('after-sales-send'));
    expect(await screen.findByTestId('after-sales-form-error')).toHaveTextContent(
      'More than 30 days have passed since this order was paid.',
    );
    expect(hooks.onTip).not.toHaveBeenCalled();
    expect(screen.getByTestId('after-sales-details')).toHaveValue('The left temple arrived cracked.');
    expect(screen.queryByTestId('after-sales-received')).toBeNull();
  });

  it('marks the fields a 422 names, a refused photo under the photos', async () => {
    const user = userEvent.setup();
    answerRequest(() =>
      envelope(422, 'Check the form.', {
        fields: {
          details: 'Keep the details under 2000 characters.',
          'photos.0': 'This photo could not be read.',
        },
      }),
    );
    renderForm();
    await fillForm(user, 'The left temple arrived cracked.');
    fireEvent.change(screen.getByTestId('after-sales-photo-input'), { target: { files: [photo('a.jpg')] } });
    await user.click(screen.getByTestId('after-sales-send'));
    const details = screen.getByTestId('after-sales-details');
    await waitFor(() => expect(details).toHaveAttribute('aria-invalid', 'true'));
    expect(details).toHaveAccessibleDescription(expect.stringContaining('under 2000 characters'));
    expect(screen.getByTestId('after-sales-photo-input')).toHaveAccessibleDescription(
      expect.stringContaining('This photo could not be read.'),
    );
  });
});

describe('an order that cannot take a request', () => {
  it.each([
    ['not paid yet', { ...SHIPPED_DETAIL, ...UNPAID, payment: null }, 'unpaid', 'not paid yet'],
    [
      'paid but not shipped yet',
      { ...SHIPPED_DETAIL, status: 1, statusName: 'Not Shipped', canRequestAfterSales: false },
      'notShipped',
      'once it has shipped',
    ],
    [
      'more than 30 days after delivery',
      {
        ...SHIPPED_DETAIL,
        status: 4,
        canRequestAfterSales: false,
        afterSalesUntil: '2025-07-01T10:05:00.000Z',
      },
      'late',
      'More than 30 days have passed since delivery',
    ],
    [
      'with a request already open',
      {
        ...SHIPPED_DETAIL,
        status: 3,
        canRequestAfterSales: false,
        afterSales: [{ ...REQUEST, state: 'pending' }],
      },
      'open',
      'already open',
    ],
  ] as const)('explains why: %s', async (_name, order, reason, text) => {
    answerInfo(order as OrderDetail);
    renderForm();
    const blocked = await screen.findByTestId('after-sales-blocked');
    expect(blocked).toHaveAttribute('data-reason', reason);
    expect(blocked).toHaveTextContent(text);
    expect(screen.queryByTestId('after-sales-form')).toBeNull();
  });

  it('says an unknown order cannot be found', async () => {
    server.use(http.post(`${SHOP}/api/order/info`, () => envelope(404, 'Not found.')));
    renderForm();
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('We could not find this order.');
  });
});

describe('my after-sales requests', () => {
  const renderList = () =>
    render(
      <FreshSwr>
        <AfterSalesRequests />
      </FreshSwr>,
    );

  it('lists each request with its state, resolution and photos', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${SHOP}/api/order/afterSalesList`, async ({ request }) => {
        bodies.push(await request.json());
        return envelope(200, 'success', pageOf([REQUEST]));
      }),
      // the photo is the owner's only: fetched through its call, shown from a blob URL
      http.post(`${SHOP}/api/order/afterSalesPhoto`, async ({ request }) => {
        photoCalls.push(await request.json());
        return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    const photoCalls: unknown[] = [];
    renderList();
    const card = await screen.findByTestId('after-sales-card');
    expect(bodies).toEqual([{ page: 1, pageSize: 10 }]);
    expect(card).toHaveTextContent('Return for a refund');
    expect(card).toHaveTextContent('Arrived damaged');
    expect(card).toHaveTextContent('Shop wallet (store credit)');
    expect(within(card).getByTestId('after-sales-state')).toHaveTextContent('Approved');
    expect(within(card).getByTestId('after-sales-resolution')).toHaveTextContent('Refunded as store credit.');
    expect(await within(card).findByTestId('after-sales-photo')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(photoCalls).toEqual([{ photo: REQUEST.photos[0] }]);
    expect(within(card).getByRole('link', { name: ORDER })).toHaveAttribute(
      'href',
      `/centerMain/order/order-detail?order=${ORDER}`,
    );
  });

  it('explains an empty list with the way to an order', async () => {
    server.use(http.post(`${SHOP}/api/order/afterSalesList`, () => envelope(200, 'success', pageOf([]))));
    renderList();
    const empty = await screen.findByTestId('after-sales-empty');
    expect(empty).toHaveTextContent('No return or exchange requests');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/centerMain/order/order');
  });
});
