import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { LensStepOptions } from '@/components/admin/lens-options/lens-step-options';
import type { AdminLensOption, AdminLensStep } from '@/lib/contract/calls/admin/lens-options';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// docs/operating.md#lens-options: "Add an option" opens the console's dialog on the step, sends the
// fields the add call takes (dollars as cents, dioptres as hundredths, none ticked as "any"), shows
// the shop's code 422 under the fields it names with the focus on the first, and once added reads
// the list again and says so. A member whose role may not change options sees no button.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

startApiTestServer();

let sent: Record<string, unknown>[];

function createAnswers(reply: () => Response) {
  server.use(
    http.post(`${SHOP}/api/admin/lensOptions/create`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
}

const option = (code: string, name: string, priceCents: number): AdminLensOption => ({
  id: code.length,
  step: 'add_ones',
  code,
  name,
  description: '',
  priceCents,
  isDefault: false,
  forUses: null,
  rules: {},
  path: null,
  active: true,
  sort: 10,
});

const coatings: AdminLensStep = {
  key: 'add_ones',
  title: 'Protect your lenses',
  options: [option('standard_coating', 'Standard', 0)],
};
const lensUses = [
  { code: 'single_vision', name: 'Single Vision' },
  { code: 'plain_polarized', name: 'Non-Prescription Polarized Sunglasses' },
];

beforeEach(() => {
  configureForTest();
  refresh.mockClear();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_catalog; path=/`;
});

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  render(<LensStepOptions step={coatings} lensUses={lensUses} mayChange />);
  await user.click(screen.getByRole('button', { name: 'Add an option to Protect your lenses' }));
  const dialog = screen.getByRole('dialog', { name: 'Add an option to Protect your lenses' });
  // the console's dialog: the focus starts on the first field
  expect(within(dialog).getByLabelText('Code')).toHaveFocus();
  return dialog;
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Code'), 'oleophobic');
  await user.type(field('Name'), 'Oleophobic Coating');
  await user.clear(field('Price (US$)'));
  await user.type(field('Price (US$)'), '12.50');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Non-Prescription Polarized Sunglasses' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'sunglasses' }));
  await user.type(field('Strongest sphere, ± dioptres (empty: any)'), '-6');
}

describe('"Add an option" on the lens options page', () => {
  it('sends the fields the add call takes, then reads the list again and says it was added', async () => {
    createAnswers(() => envelope(200, 'success', option('oleophobic', 'Oleophobic Coating', 1250)));
    const user = userEvent.setup();
    const dialog = await openAdd(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add the option' }));

    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        step: 'add_ones',
        code: 'oleophobic',
        active: true,
        name: 'Oleophobic Coating',
        description: '',
        priceCents: 1250,
        isDefault: false,
        forUses: ['plain_polarized'],
        rules: { frameTypes: ['sunglasses'], maxSphere: 600 },
        path: null,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added Oleophobic Coating, last in Protect your lenses.',
    );
    // the focus goes back to the button that opened the dialog
    expect(screen.getByRole('button', { name: 'Add an option to Protect your lenses' })).toHaveFocus();
  });

  it('shows the shop’s 422 under the fields it names, the focus on the first, and stays open', async () => {
    createAnswers(() =>
      envelope(422, 'The code oleophobic is already used by another option.', {
        fields: {
          'rules.rims.0': 'Choose full-rim, semi-rimless or rimless.',
          code: 'The code oleophobic is already used by another option.',
        },
      }),
    );
    const user = userEvent.setup();
    const dialog = await openAdd(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add the option' }));

    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/already used by another option/);
    expect(
      within(dialog).getByRole('group', { name: 'Rims (none ticked: any)' }),
    ).toHaveAccessibleDescription(/Choose full-rim, semi-rimless or rimless/);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('names a price or power it cannot read before anything is sent', async () => {
    createAnswers(() => envelope(200, 'success', option('never', 'Never', 0)));
    const user = userEvent.setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Code'), 'cheap');
    await user.type(within(dialog).getByLabelText('Name'), 'Cheap');
    await user.clear(within(dialog).getByLabelText('Price (US$)'));
    await user.type(within(dialog).getByLabelText('Price (US$)'), 'twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Add the option' }));

    const price = within(dialog).getByLabelText('Price (US$)');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(/Type the price in dollars/);
    expect(sent).toEqual([]);
  });

  it('Escape closes the dialog without sending', async () => {
    const user = userEvent.setup();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Code'), 'half');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('a member who may not change options sees the list without its buttons', () => {
    render(<LensStepOptions step={coatings} lensUses={lensUses} mayChange={false} />);
    expect(screen.getByTestId('lens-option-standard_coating')).toHaveTextContent('Standard');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
