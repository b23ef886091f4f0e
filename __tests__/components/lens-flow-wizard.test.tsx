import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { LensWizard, type WizardFrame } from '@/components/lens-flow/lens-wizard';
import { reportClick } from '@/lib/client/statistics';
import { hydrateShopState, resetShopState } from '@/lib/client/store';
import type { FlowResponse, StepOptionView } from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { clearCookies } from '../client/account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';
import { FreshSwr } from './account/account-swr';

// The lens wizard in the browser's shoes (docs/product.md#lens-flow, docs/product.md#errors):
// choosing stores a selection and nothing else, Next asks /api/process/next, code 0 steps the
// counter back with the envelope's message, any other code shows the message with a retry and does
// not step back; the options are a radio group moved by arrow keys; the lens use comes unchosen, a
// step with an included or recommended option opens with it chosen, and a Next that waits says why.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/details/OC1001/lenses',
}));

// the funnel's clicks (docs/operating.md#reports), read in the last block
jest.mock('@/lib/client/statistics', () => ({ reportClick: jest.fn() }));

startApiTestServer();

const PATH: LensFlowStep[] = ['lens_use', 'prescription', 'add_ones', 'lens_index', 'lens_type'];
const named = PATH.map((key) => ({ key, title: key }));
const plain = (['lens_use', 'add_ones', 'lens_type'] as const).map((key) => ({ key, title: key }));

const option = (
  id: number,
  name: string,
  price: number,
  extra: Partial<StepOptionView> = {},
): StepOptionView => ({
  id,
  code: name.toLowerCase().replace(/\W+/g, '_'),
  name,
  description: `About ${name}`,
  price,
  disabled: false,
  reason: null,
  recommended: false,
  selected: false,
  steps: null,
  ...extra,
});

function answer(
  type: LensFlowStep,
  title: string,
  options: StepOptionView[],
  stepId: number,
  count = 5,
): FlowResponse {
  return {
    count,
    step: 1,
    title,
    is_end: type === 'lens_type',
    data: { options, prescription: null, ready: false, lensPrice: 0, notes: [] },
    type,
    step_id: stepId,
  };
}

const FIRST = answer(
  'lens_use',
  'How will you use these glasses?',
  [
    option(10, 'Single Vision', 0, { steps: named, recommended: true }),
    option(11, 'Progressive', 8900, { steps: named }),
    option(12, 'Bifocal', 4900, { steps: named, disabled: true, reason: 'This frame is too shallow.' }),
    option(14, 'Non-Prescription', 0, { steps: plain }),
  ],
  1,
  3,
);
const COATINGS = answer(
  'add_ones',
  'Protect your lenses',
  [option(30, 'Standard', 0, { recommended: true, selected: true }), option(31, 'Anti-Reflective', 1500)],
  4,
  3,
);

const FRAME: WizardFrame = {
  code: 'OC1001',
  title: 'Aria Round',
  type: 'eyeglasses',
  price: 3900,
  colorName: 'Black',
  image: null,
};

let sent: unknown[];
let replies: (() => Response)[];

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/details/OC1001/lenses?color=OC1001-BLK');
  window.scrollTo = jest.fn();
  resetShopState();
  hydrateShopState();
  configureForTest();
  sent = [];
  replies = [];
  server.use(
    http.post(`${SHOP}/api/process/next`, async ({ request }) => {
      sent.push(await request.json());
      const reply = replies.shift();
      return reply ? reply() : envelope(500, 'No answer planned.');
    }),
  );
});

function renderWizard() {
  return render(
    <FreshSwr>
      <LensWizard frame={FRAME} color="OC1001-BLK" initial={FIRST} resumeStep={1} />
    </FreshSwr>,
  );
}

const count = () => screen.getByTestId('lens-step-count').textContent;
const title = () => screen.getByTestId('lens-step-title');
const next = () => screen.getByTestId('lens-next');
const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('choosing stores the selection and does nothing else', () => {
  it('opens with nothing chosen, not even the recommended lens use, and Next unavailable', async () => {
    renderWizard();
    expect(
      screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toEqual([]);
    expect(within(card('Single Vision')).getByTestId('lens-recommended')).toHaveTextContent('Recommended');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    // the grey Next says why beside it, and is described by it
    expect(screen.getByTestId('lens-next-reason')).toHaveTextContent(
      'Choose how you will use these glasses to continue.',
    );
    expect(next()).toHaveAccessibleDescription('Choose how you will use these glasses to continue.');
    await userEvent.setup().click(next());
    expect(sent).toEqual([]);
    expect(count()).toBe('Step 1 · Lens use');
  });

  it('a click chooses without calling the server; the named progress appears', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(card('Single Vision'));
    expect(card('Single Vision')).toHaveAttribute('aria-checked', 'true');
    expect(sent).toEqual([]);
    expect(count()).toBe('Step 1 of 5 · Lens use');
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('lens-next-reason')).toBeEmptyDOMElement();
    expect(next()).not.toHaveAccessibleDescription();
  });

  it('an option ruled out stays focusable but cannot be chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(card('Bifocal'));
    expect(card('Bifocal')).toHaveAttribute('aria-checked', 'false');
    expect(card('Bifocal')).toHaveAccessibleDescription('This frame is too shallow.');
  });
});

describe('keyboard: the options are a radio group with one tab stop', () => {
  it('arrow keys move the focus, Space and Enter choose, Tab leaves the group', async () => {
    const user = userEvent.setup();
    renderWizard();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(card('Single Vision')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card('Progressive')).toHaveFocus();
    expect(card('Progressive')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(card('Progressive')).toHaveAttribute('aria-checked', 'true');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(card('Non-Prescription')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(card('Non-Prescription')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(card('Single Vision')).toHaveFocus();
    await user.keyboard('{End}');
    expect(card('Non-Prescription')).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe('lens Next codes (docs/product.md#errors)', () => {
  async function chooseAndNext(user: ReturnType<typeof userEvent.setup>) {
    await user.click(card('Non-Prescription'));
    await user.click(next());
  }
  const NON_RX = { type: 'lens_use', value: 14, price: 0, item: 'Non-Prescription' };

  it('code 200 shows the step, with its heading focused and its recommended option chosen', async () => {
    const user = userEvent.setup();
    replies.push(() => envelope(200, 'success', COATINGS));
    renderWizard();
    await chooseAndNext(user);
    await waitFor(() => expect(title()).toHaveTextContent('Protect your lenses'));
    expect(sent).toEqual([{ code: 'OC1001', step_id: 1, step_data: [NON_RX] }]);
    expect(count()).toBe('Step 2 of 3 · Coatings');
    expect(title()).toHaveFocus();
    expect(card('Standard')).toHaveAttribute('aria-checked', 'true');
    expect(card('Anti-Reflective')).toHaveAttribute('aria-checked', 'false');
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('lens-next-reason')).toBeEmptyDOMElement();
    expect(window.location.search).toBe('?color=OC1001-BLK&step=2');
  });

  it('code 0 moves the step counter back one and shows the envelope’s message there', async () => {
    const user = userEvent.setup();
    replies.push(() => envelope(0, 'Non-Prescription is not offered for this frame. Please choose again.'));
    renderWizard();
    await chooseAndNext(user);
    await waitFor(() => expect(screen.getByTestId('lens-step-message')).toHaveTextContent('is not offered'));
    expect(screen.getByTestId('lens-step-message')).toHaveAttribute('role', 'alert');
    expect(count()).toBe('Step 1 of 3 · Lens use');
    expect(title()).toHaveTextContent('How will you use these glasses?');
    expect(card('Non-Prescription')).toHaveAttribute('aria-checked', 'true');
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(title()).toHaveFocus();
    expect(window.location.search).toBe('?color=OC1001-BLK');
  });

  it.each([
    [429, 'Too many attempts. Please wait a minute.'],
    [404, 'The frame was not found.'],
    [7, 'Something unexpected happened.'],
  ])('code %p shows the message, does not step back, and offers a retry', async (code, message) => {
    const user = userEvent.setup();
    replies.push(() => envelope(code, message));
    renderWizard();
    await chooseAndNext(user);
    await waitFor(() => expect(screen.getByTestId('lens-step-message')).toHaveTextContent(message));
    expect(count()).toBe('Step 2 of 3 · Coatings');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(title()).toHaveFocus();

    replies.push(() => envelope(200, 'success', COATINGS));
    await user.click(screen.getByTestId('lens-retry'));
    await waitFor(() => expect(title()).toHaveTextContent('Protect your lenses'));
    expect(count()).toBe('Step 2 of 3 · Coatings');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('Back after another code returns to the step where Next was pressed, its choice kept', async () => {
    const user = userEvent.setup();
    replies.push(() => envelope(429, 'Too many attempts.'));
    renderWizard();
    await chooseAndNext(user);
    await screen.findByTestId('lens-retry');
    await user.click(screen.getByTestId('lens-back'));
    expect(count()).toBe('Step 1 of 3 · Lens use');
    expect(card('Non-Prescription')).toHaveAttribute('aria-checked', 'true');
    expect(title()).toHaveFocus();
  });
});

describe('the sticky bar shows the running total', () => {
  it('equals the summary’s total as choices are made', async () => {
    const user = userEvent.setup();
    renderWizard();
    const totals = () => [
      screen.getByTestId('lens-footer-total').textContent,
      screen.getByTestId('lens-total').textContent,
    ];
    expect(totals()).toEqual(['$39.00', '$39.00']);
    await user.click(card('Progressive'));
    expect(totals()).toEqual(['$128.00', '$128.00']);
  });
});

describe('progress kept for a reload', () => {
  it('every choice is kept in the tab’s session storage and chosen again on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.click(card('Progressive'));
    await waitFor(() =>
      expect(window.sessionStorage.getItem('oculo.lens-wizard.OC1001.OC1001-BLK')).toContain('Progressive'),
    );
    first.unmount();
    renderWizard();
    await waitFor(() => expect(card('Progressive')).toHaveAttribute('aria-checked', 'true'));
    expect(sent).toEqual([]);
  });

  it('a reload on a later step replays the choices through the server up to it', async () => {
    window.sessionStorage.setItem(
      'oculo.lens-wizard.OC1001.OC1001-BLK',
      JSON.stringify({
        remembered: { lens_use: { type: 'lens_use', value: 14, price: 0, item: 'Non-Prescription' } },
      }),
    );
    replies.push(() => envelope(200, 'success', COATINGS));
    render(
      <FreshSwr>
        <LensWizard frame={FRAME} color="OC1001-BLK" initial={FIRST} resumeStep={2} />
      </FreshSwr>,
    );
    expect(title()).toHaveTextContent('Picking up where you left off');
    await waitFor(() => expect(title()).toHaveTextContent('Protect your lenses'));
    expect(sent).toEqual([
      {
        code: 'OC1001',
        step_id: 1,
        step_data: [{ type: 'lens_use', value: 14, price: 0, item: 'Non-Prescription' }],
      },
    ]);
    expect(count()).toBe('Step 2 of 3 · Coatings');
    expect(card('Standard')).toHaveAttribute('aria-checked', 'true');
    expect(title()).toHaveFocus();
  });
});

describe('the prescription warning (docs/product.md#prescription-rules)', () => {
  const PRESCRIPTION = answer('prescription', 'Your prescription', [], 2);
  PRESCRIPTION.data.prescription = { addition: 'refused' };

  it('is shown once, takes the focus when Submit meets it, and both choices work by keyboard', async () => {
    const user = userEvent.setup();
    replies.push(() => envelope(200, 'success', PRESCRIPTION));
    renderWizard();
    await user.click(card('Single Vision'));
    await user.click(next());
    await waitFor(() => expect(title()).toHaveTextContent('Your prescription'));
    await user.selectOptions(screen.getByTestId('rx-od_sph'), '-1.50');
    await user.selectOptions(screen.getByTestId('rx-os_sph'), '+1.75');
    await user.selectOptions(screen.getByTestId('rx-pd'), '64');
    expect(screen.getAllByTestId('rx-warning')).toHaveLength(1);
    expect(next()).toHaveTextContent('Submit Prescription');

    await user.click(next());
    const box = screen.getByTestId('rx-confirm-box');
    expect(screen.getAllByTestId('rx-warning')).toHaveLength(1);
    expect(within(box).getByRole('alert')).toHaveTextContent('3.00 or more');
    expect(box).toHaveFocus();
    expect(sent).toHaveLength(1);

    await user.tab();
    expect(screen.getByTestId('rx-check-again')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('rx-confirm-box')).toBeNull();
    expect(screen.getByTestId('rx-od_sph')).toHaveFocus();

    await user.click(next());
    expect(screen.getByTestId('rx-confirm-box')).toHaveFocus();
    replies.push(() => envelope(200, 'success', COATINGS));
    await user.tab();
    await user.tab();
    expect(screen.getByTestId('rx-confirm')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(title()).toHaveTextContent('Protect your lenses'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      step_id: 2,
      step_data: [
        { type: 'lens_use' },
        { type: 'prescription', value: { source: 'typed', od_sph: '-1.50', os_sph: '+1.75', pd: '64' } },
      ],
    });
  });
});

describe('the shop’s funnel (docs/operating.md#reports)', () => {
  it('reports the wizard’s start once and each step it shows, as clicks on the wizard’s page', async () => {
    const clicks = jest.mocked(reportClick);
    clicks.mockClear();
    const user = userEvent.setup();
    replies.push(() => envelope(200, 'success', COATINGS));
    renderWizard();
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
    await user.click(card('Non-Prescription'));
    await user.click(next());
    await waitFor(() => expect(title()).toHaveTextContent('Protect your lenses'));
    expect(clicks.mock.calls).toEqual([
      ['/details/OC1001/lenses', 'lens-wizard:start'],
      ['/details/OC1001/lenses', 'lens-wizard:step:lens_use'],
      ['/details/OC1001/lenses', 'lens-wizard:step:add_ones'],
    ]);
  });
});
