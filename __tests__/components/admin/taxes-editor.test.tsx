import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { TaxesEditor } from '@/components/admin/taxes/taxes-editor';
import type { TaxesAnswer } from '@/components/admin/taxes/taxes-drafts';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// docs/operating.md#taxes: the owner's taxes page sends the switch, every country's display and the
// whole list of rates in one update; the saved answer becomes the form and the page says so. A 422
// shows each message under the field it names, on the right row whatever the filter shows, with the
// focus on the first. A member whose role may not change taxes gets no buttons.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

startApiTestServer();

let sent: Record<string, unknown>[];

function updateAnswers(reply: (body: TaxesAnswer) => Response) {
  server.use(
    http.post(`${SHOP}/api/admin/taxes/update`, async ({ request }) => {
      const body = (await request.json()) as TaxesAnswer;
      sent.push(body as unknown as Record<string, unknown>);
      return reply(body);
    }),
  );
}

const rate = (id: number, countryCode: string, regionCode: string, ratePercent: string) => ({
  id,
  countryCode,
  regionCode,
  postcodePattern: '*',
  taxClass: '*' as const,
  ratePercent,
  priority: 0,
  name: countryCode === 'DE' ? 'VAT' : 'Sales tax',
  source: '',
  sourceDate: null,
});

/** The countries' row at `index` (0 the first). */
function countryRow(index: number): HTMLElement {
  const row = screen.getAllByTestId('tax-country-row')[index];
  if (!row) throw new Error(`no country row ${index}`);
  return row;
}

/** A row as the update call takes it: without its id. */
const unsaved = ({ id: _id, ...row }: ReturnType<typeof rate>) => row;

const taxes: TaxesAnswer = {
  settings: { enabled: false, countries: { US: 'exclusive', DE: 'inclusive' } },
  rates: [rate(1, 'US', 'CA', '7.25'), rate(2, 'DE', '*', '19'), rate(3, 'US', 'NY', '4')],
};

beforeEach(() => {
  configureForTest();
  refresh.mockClear();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_owner; path=/`;
});

describe('the taxes page', () => {
  it('sends the switch, the countries and every rate, and the answer becomes the form', async () => {
    updateAnswers((body) =>
      envelope(200, 'success', {
        settings: body.settings,
        rates: body.rates.map((row, index) => ({ ...row, id: 10 + index, postcodePattern: '900*' })),
      }),
    );
    const user = userEvent.setup();
    render(<TaxesEditor taxes={taxes} mayChange />);

    await user.click(screen.getByRole('switch', { name: 'Charge tax' }));
    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    // the new country's field takes the focus
    expect(within(countryRow(2)).getByLabelText('Country')).toHaveFocus();
    await user.keyboard('au');
    await user.selectOptions(within(countryRow(2)).getByLabelText('Prices'), 'Prices include tax');
    await user.click(within(countryRow(1)).getByRole('button', { name: 'Remove country DE' }));

    // an exemption in the US, added while the list shows the US: the row starts in the US
    await user.selectOptions(screen.getByLabelText('Show rates for'), 'US (2)');
    expect(screen.getAllByTestId('tax-rate-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add a rate in US' }));
    expect(screen.getByLabelText('Country of rate 4')).toHaveFocus();
    expect(screen.getByLabelText('Country of rate 4')).toHaveValue('US');
    await user.type(screen.getByLabelText('Region of rate 4'), '{Backspace}fl');
    await user.selectOptions(screen.getByLabelText('Class of rate 4'), 'Prescription lenses');
    await user.type(screen.getByLabelText('Rate % of rate 4'), '0');
    await user.type(screen.getByLabelText('Name of rate 4'), 'Sales tax');
    await user.click(screen.getByRole('button', { name: 'Remove rate 3' }));
    await user.click(screen.getByRole('button', { name: 'Save taxes' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(sent).toEqual([
      {
        settings: { enabled: true, countries: { US: 'exclusive', AU: 'inclusive' } },
        rates: [
          unsaved(rate(1, 'US', 'CA', '7.25')),
          unsaved(rate(2, 'DE', '*', '19')),
          {
            countryCode: 'US',
            regionCode: 'FL',
            postcodePattern: '*',
            taxClass: 'prescription-lenses',
            ratePercent: '0',
            priority: 0,
            name: 'Sales tax',
            source: '',
            sourceDate: null,
          },
        ],
      },
    ]);
    // the form now holds the answer
    expect(screen.getByLabelText('Postcode of rate 3')).toHaveValue('900*');
    expect(refresh).toHaveBeenCalled();
  });

  it('shows a 422 under the fields it names, on the right row, the focus on the first', async () => {
    updateAnswers(() =>
      envelope(422, 'Some fields need another look.', {
        fields: {
          'rates.2.ratePercent': 'Give the rate in percent, from 0 to 100.',
          'rates.1': 'The same place, class and priority as rate 1: change one.',
        },
      }),
    );
    const user = userEvent.setup();
    render(<TaxesEditor taxes={taxes} mayChange />);
    // the list shows only the US: the German row the call names comes back into view
    await user.selectOptions(screen.getByLabelText('Show rates for'), 'US (2)');
    await user.click(screen.getByRole('button', { name: 'Save taxes' }));

    const germany = await screen.findByLabelText('Country of rate 2');
    await waitFor(() => expect(germany).toHaveFocus());
    expect(germany).toHaveAttribute('aria-invalid', 'true');
    expect(germany).toHaveAccessibleDescription(/Rate 2: The same place, class and priority as rate 1/);
    const percent = screen.getByLabelText('Rate % of rate 3');
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription('Give the rate in percent, from 0 to 100.');
    // the other rows' fields are not marked
    expect(screen.getByLabelText('Rate % of rate 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Rate % of rate 2')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need another look.');
    expect(screen.queryByRole('status', { name: /Saved/ })).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows the call’s message for a country under that country', async () => {
    updateAnswers(() =>
      envelope(422, 'Some fields need another look.', {
        fields: { 'settings.countries.DE': 'Choose inclusive or exclusive.' },
      }),
    );
    const user = userEvent.setup();
    render(<TaxesEditor taxes={taxes} mayChange />);
    await user.click(screen.getByRole('button', { name: 'Save taxes' }));
    const germany = within(countryRow(1)).getByLabelText('Country');
    await waitFor(() => expect(germany).toHaveFocus());
    expect(germany).toHaveValue('DE');
    expect(germany).toHaveAccessibleDescription('Choose inclusive or exclusive.');
  });

  it('a member whose role may not change taxes sees them without buttons', () => {
    render(<TaxesEditor taxes={taxes} mayChange={false} />);
    expect(screen.getAllByTestId('tax-rate-row')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
