import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AddressBook } from '@/components/account/addresses/address-book';
import { hydrateShopState, resetShopState, setCountries, setToken, shopStore } from '@/lib/client/store';
import type { Address } from '@/lib/contract/calls/address';
import type { Country } from '@/lib/contract/calls/reference';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// settings/address (docs/product.md#account-area): the address book over /api/address/list, /save
// and /delete.

startApiTestServer();

const COUNTRIES: Country[] = [
  {
    id: 1,
    isoCode: 'US',
    name: 'United States',
    phoneCode: '1',
    currency: 'USD',
    ships: true,
    requiresProvince: true,
  },
  {
    id: 3,
    isoCode: 'GB',
    name: 'United Kingdom',
    phoneCode: '44',
    currency: 'GBP',
    ships: true,
    requiresProvince: false,
  },
];

const HOME: Address = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'US',
  countryName: 'United States',
  province: 'Illinois',
  city: 'Springfield',
  line1: '12 Main St',
  line2: '',
  postcode: '62701',
  phoneCode: '1',
  phone: '555 123 4567',
  isDefault: true,
  summary: 'Ada Lovelace, 12 Main St, Springfield, Illinois 62701, United States',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const OFFICE: Address = {
  ...HOME,
  id: 8,
  countryCode: 'GB',
  countryName: 'United Kingdom',
  province: '',
  city: 'London',
  line1: '10 Downing Street',
  postcode: 'SW1A 2AA',
  phoneCode: '44',
  phone: '020 7946 0958',
  isDefault: false,
};

let book: Address[];
let sent: { path: string; body: unknown }[];

function shopAnswers() {
  server.use(
    http.get(`${SHOP}/api/other/country`, () => envelope(200, 'success', { list: COUNTRIES })),
    http.post(`${SHOP}/api/other/provinceList`, async ({ request }) => {
      const { isoCode } = (await request.json()) as { isoCode: string };
      const list =
        isoCode === 'US'
          ? [
              { id: 1, code: 'IL', name: 'Illinois' },
              { id: 2, code: 'NY', name: 'New York' },
            ]
          : [];
      return envelope(200, 'success', { list });
    }),
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: book })),
  );
}

function answer(path: string, reply: (body: Record<string, unknown>) => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return reply(body);
    }),
  );
}

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest();
  setToken('tok_addresses');
  setCountries(COUNTRIES);
  book = [HOME, OFFICE];
  sent = [];
  shopAnswers();
});

const renderBook = () =>
  render(
    <FreshSwr>
      <AddressBook />
    </FreshSwr>,
  );

describe('the address book page', () => {
  it('lists the addresses with the default marked', async () => {
    renderBook();
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByTestId('address-default')).toHaveTextContent('Default');
    expect(cards[0]).toHaveTextContent('12 Main St');
    expect(cards[0]).toHaveTextContent('Springfield, Illinois 62701');
    expect(within(cards[1] as HTMLElement).queryByTestId('address-default')).toBeNull();
    expect(cards[1]).toHaveTextContent('+44 020 7946 0958');
  });

  it('adds an address with a state from the country’s list', async () => {
    const user = userEvent.setup();
    const saved = {
      ...HOME,
      id: 9,
      firstName: 'Grace',
      lastName: 'Hopper',
      province: 'New York',
      isDefault: false,
    };
    answer('/api/address/save', () => {
      book = [...book, saved];
      return envelope(200, 'success', saved);
    });
    renderBook();
    await user.click(await screen.findByTestId('address-add'));
    await user.type(screen.getByTestId('address-firstName'), 'Grace');
    await user.type(screen.getByTestId('address-lastName'), 'Hopper');
    await user.type(screen.getByTestId('address-line1'), '1 Navy Way');
    await user.type(screen.getByTestId('address-city'), 'Albany');
    await user.selectOptions(await screen.findByTestId('address-province'), 'New York');
    await user.type(screen.getByTestId('address-postcode'), '12207');
    await user.type(screen.getByTestId('address-phone'), '555 987 6543');
    await user.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(screen.queryByTestId('address-form')).toBeNull());
    expect(sent).toEqual([
      {
        path: '/api/address/save',
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          countryCode: 'US',
          province: 'New York',
          city: 'Albany',
          line1: '1 Navy Way',
          line2: '',
          postcode: '12207',
          phoneCode: '1',
          phone: '555 987 6543',
          isDefault: false,
        },
      },
    ]);
    expect(await screen.findAllByTestId('address-card')).toHaveLength(3);
    expect(shopStore.getState().tips.map((tip) => tip.message)).toContain('The address is saved.');
  });

  it('checks the form before sending and shows the server’s field messages', async () => {
    const user = userEvent.setup();
    answer('/api/address/save', () =>
      envelope(422, 'countryCode: We do not deliver to this country yet.', {
        fields: { countryCode: 'We do not deliver to this country yet. Please choose another.' },
      }),
    );
    renderBook();
    await user.click(await screen.findByTestId('address-add'));
    await user.click(screen.getByTestId('address-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('address-firstName')).toHaveFocus();
    expect(screen.getByTestId('address-firstName')).toHaveAccessibleDescription('Enter the first name.');

    await user.selectOptions(screen.getByTestId('address-countryCode'), 'United Kingdom');
    for (const [field, text] of [
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['line1', '1 High St'],
      ['city', 'Leeds'],
      ['postcode', '90210'],
      ['phone', '0113 496 0000'],
    ] as const) {
      await user.type(screen.getByTestId(`address-${field}`), text);
    }
    // the phone code followed the country; the postcode is checked for it
    expect(screen.getByTestId('address-phoneCode')).toHaveValue('44');
    await user.click(screen.getByTestId('address-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('address-postcode')).toHaveAccessibleDescription(
      'Enter a postcode such as SW1A 1AA.',
    );

    await user.clear(screen.getByTestId('address-postcode'));
    await user.type(screen.getByTestId('address-postcode'), 'LS1 4AP');
    await user.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByTestId('address-countryCode')).toHaveAccessibleDescription(
      'We do not deliver to this country yet. Please choose another.',
    );
  });

  it('edits an address and makes another the default', async () => {
    const user = userEvent.setup();
    answer('/api/address/save', (body) => envelope(200, 'success', { ...OFFICE, ...body }));
    renderBook();
    const cards = await screen.findAllByTestId('address-card');
    await user.click(within(cards[1] as HTMLElement).getByTestId('address-make-default'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ id: 8, isDefault: true, postcode: 'SW1A 2AA', countryCode: 'GB' });

    await user.click(within(cards[1] as HTMLElement).getByTestId('address-edit'));
    expect(screen.getByTestId('address-city')).toHaveValue('London');
    await user.clear(screen.getByTestId('address-city'));
    await user.type(screen.getByTestId('address-city'), 'Westminster');
    await user.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ id: 8, city: 'Westminster', isDefault: false });
  });

  it('deletes an address only after confirmation', async () => {
    const user = userEvent.setup();
    answer('/api/address/delete', () => {
      book = [HOME];
      return envelope(200, 'success', { deleted: true });
    });
    renderBook();
    const cards = await screen.findAllByTestId('address-card');
    const office = cards[1] as HTMLElement;
    await user.click(within(office).getByTestId('address-delete'));
    expect(sent).toEqual([]);
    await user.click(within(office).getByTestId('address-delete-cancel'));
    await user.click(within(office).getByTestId('address-delete'));
    await user.click(within(office).getByTestId('address-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    expect(sent).toEqual([{ path: '/api/address/delete', body: { id: 8 } }]);
  });

  it('invites to add the first address when there is none', async () => {
    book = [];
    renderBook();
    expect(await screen.findByTestId('address-empty')).toHaveTextContent('No addresses yet');
  });
});
