import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PrescriptionStep,
  type PrescriptionStepChoice,
  type PrescriptionStepProps,
} from '@/components/lens-flow/prescription-step';
import { resetShopState } from '@/lib/client/store';
import { clearCookies } from '../client/account-fixtures';
import { configureForTest, startApiTestServer } from '../client/api/api-test-server';
import { FreshSwr } from './account/account-swr';

// The prescription step's more details and an expired prescription
// (docs/product.md#prescription-details): prism with its base, near PD worked out for lenses with a
// reading zone, dates, prescriber, wearer, note, sent with the typed values; an expired one waits for
// the shopper's confirmation, which the choice carries.

startApiTestServer();

let onChange: jest.Mock<void, [PrescriptionStepChoice | null]>;

beforeEach(() => {
  clearCookies();
  resetShopState();
  configureForTest({ getToken: () => undefined });
  onChange = jest.fn<void, [PrescriptionStepChoice | null]>();
});

function renderStep(props: Partial<PrescriptionStepProps> = {}) {
  return render(
    <FreshSwr>
      <PrescriptionStep addition="refused" initial={null} serverErrors={{}} onChange={onChange} {...props} />
    </FreshSwr>,
  );
}

const lastChoice = () => onChange.mock.calls.at(-1)?.[0];

async function typeMild(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByTestId('rx-od_sph'), '-1.50');
  await user.selectOptions(screen.getByTestId('rx-os_sph'), '-1.25');
  await user.selectOptions(screen.getByTestId('rx-pd'), '63');
}

it('sends prism, dates, prescriber, wearer and note with the typed values', async () => {
  const user = userEvent.setup();
  renderStep();
  await typeMild(user);
  await user.click(screen.getByText(/More details \(optional\)/));
  await user.selectOptions(screen.getByTestId('rx-od_prism_h'), '1.50');
  // a prism without its base cannot be sent, and says so
  expect(lastChoice()).toBeNull();
  expect(screen.getByText(/Choose the base \(in or out\) of the right eye/)).toBeInTheDocument();
  await user.selectOptions(screen.getByTestId('rx-od_prism_h_base'), 'in');
  await user.type(screen.getByTestId('rx-prescriber_name'), 'Dr Ann Eye');
  await user.type(screen.getByTestId('rx-wearer_name'), 'Sam Doe');
  expect(lastChoice()?.value).toMatchObject({
    source: 'typed',
    od_sph: '-1.50',
    od_prism_h: '1.50',
    od_prism_h_base: 'in',
    prescriber_name: 'Dr Ann Eye',
    wearer_name: 'Sam Doe',
  });
  expect(lastChoice()?.value).not.toHaveProperty('confirmExpired');
});

it('shows the near PD worked out from the PD for progressive lenses', async () => {
  const user = userEvent.setup();
  renderStep({ addition: 'required' });
  await user.selectOptions(screen.getByTestId('rx-pd'), '63');
  expect(screen.getByText('Worked out from your PD: 60 mm')).toBeInTheDocument();
  await user.selectOptions(screen.getByTestId('rx-near_pd'), '61');
  expect(screen.queryByText(/Worked out from your PD/)).not.toBeInTheDocument();
});

it('asks about an expired prescription, and sends it only once the shopper confirms', async () => {
  const user = userEvent.setup();
  renderStep();
  await typeMild(user);
  await user.click(screen.getByText(/More details \(optional\)/));
  await user.type(screen.getByTestId('rx-expiry_date'), '2025-03-14');
  expect(screen.getByTestId('rx-expired')).toHaveTextContent(
    'This prescription expired on 14 March 2025. Use another, or confirm it is still right.',
  );
  expect(lastChoice()).toBeNull();
  await user.click(screen.getByTestId('rx-confirm-expired'));
  expect(lastChoice()?.value).toMatchObject({ expiry_date: '2025-03-14', confirmExpired: true });
});

it('shows the server’s word on an expired saved prescription, with the confirmation', async () => {
  const message = 'This prescription expired on 14 March 2025. Use another, or confirm it is still right.';
  renderStep({ serverErrors: { confirmExpired: message } });
  expect(screen.getByTestId('rx-expired')).toHaveTextContent(message);
  // not repeated in the step's list of other messages
  expect(screen.queryByTestId('rx-server-errors')).not.toBeInTheDocument();
});
