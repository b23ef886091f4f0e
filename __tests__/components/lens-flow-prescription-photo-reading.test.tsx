import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { readPrescriptionPhoto } from '@/components/lens-flow/prescription-photo-reader';
import {
  PrescriptionStep,
  type PrescriptionStepChoice,
  type PrescriptionStepProps,
} from '@/components/lens-flow/prescription-step';
import { resetShopState } from '@/lib/client/store';
import type { EyeReading, PrescriptionReading } from '@/lib/shop/prescription-reading';
import { clearCookies } from '../client/account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';
import { FreshSwr } from './account/account-swr';

// docs/product.md#prescription-photo-reading: a photo read on the device fills the typed form, its
// values and its more details (prism, near PD, dates: docs/product.md#prescription-details), each
// marked "Read from your photo: please check" until the shopper changes it or says they checked
// them. The OCR itself (tesseract.js) does not run in jsdom: the reader answers a reading here.

jest.mock('@/components/lens-flow/prescription-photo-reader', () => ({ readPrescriptionPhoto: jest.fn() }));
const readPhoto = jest.mocked(readPrescriptionPhoto);

startApiTestServer();

const MARK = /Read from your photo: please check/;
const eye = (sph: number, prism: EyeReading['prism'] = null): EyeReading => ({
  sph,
  cyl: null,
  axis: null,
  add: null,
  prism,
});
const PRISM_AND_DATES: PrescriptionReading = {
  od: eye(-150, { amount: 150, base: 'in' }),
  os: eye(-125, { amount: 100, base: 'up' }),
  pd: { kind: 'single', pd: 630 },
  nearPd: 600,
  examDate: '2026-03-12',
  expiryDate: '2028-03-12',
};
const READ_DETAILS = {
  od_prism_h: '1.50',
  od_prism_h_base: 'in',
  os_prism_v: '1.00',
  os_prism_v_base: 'up',
  near_pd: '60',
  exam_date: '2026-03-12',
  expiry_date: '2028-03-12',
};

let onChange: jest.Mock<void, [PrescriptionStepChoice | null]>;
const OriginalFile = global.File;

beforeEach(() => {
  clearCookies();
  resetShopState();
  configureForTest({ getToken: () => undefined });
  onChange = jest.fn<void, [PrescriptionStepChoice | null]>();
  // jsdom draws nothing: a canvas whose context does nothing and whose JPEG is a few bytes
  const context = { fillRect: jest.fn(), drawImage: jest.fn(), fillStyle: '', imageSmoothingQuality: 'low' };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done: BlobCallback) => done(new Blob(['jpeg bytes'], { type: 'image/jpeg' })));
  URL.createObjectURL = jest.fn(() => 'blob:rx-photo');
  URL.revokeObjectURL = jest.fn();
  // the fetch of this environment (Node's) sends only Node's own File objects, not jsdom's
  global.File = NodeFile as unknown as typeof File;
});

afterEach(() => {
  global.File = OriginalFile;
  jest.restoreAllMocks();
  readPhoto.mockReset();
});

const lastChoice = () => onChange.mock.calls.at(-1)?.[0];

/** The step, a photo picked, cropped and read as `reading`; answers once the form is filled. */
async function readAs(reading: PrescriptionReading, props: Partial<PrescriptionStepProps> = {}) {
  readPhoto.mockResolvedValue(reading);
  const user = userEvent.setup();
  render(
    <FreshSwr>
      <PrescriptionStep addition="refused" initial={null} serverErrors={{}} onChange={onChange} {...props} />
    </FreshSwr>,
  );
  await user.click(screen.getByTestId('rx-mode-photo'));
  const photo = new NodeFile(['photo'], 'rx.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('rx-photo-input'), { target: { files: [photo] } });
  const image = await screen.findByAltText('Your prescription photo, to crop');
  act(() => {
    fireEvent.load(image);
  });
  await user.click(screen.getByTestId('rx-photo-use'));
  await screen.findByTestId('rx-read-notice');
  return user;
}

it('fills the prism, near PD and dates into the opened more details, each marked', async () => {
  await readAs(PRISM_AND_DATES);
  expect(readPhoto).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('rx-more-details')).toHaveAttribute('open');
  for (const [field, value] of Object.entries(READ_DETAILS)) {
    expect(screen.getByTestId(`rx-${field}`)).toHaveValue(value);
    expect(screen.getByTestId(`rx-${field}`)).toHaveAccessibleDescription(MARK);
  }
  // as the main values are
  expect(screen.getByTestId('rx-od_sph')).toHaveAccessibleDescription(MARK);
  // what the photo did not give has no mark
  for (const field of ['od_prism_v', 'os_prism_h', 'prescriber_name', 'wearer_name'])
    expect(screen.getByTestId(`rx-${field}`)).not.toHaveAccessibleDescription(MARK);
  // nothing is sent or kept until the shopper has checked them
  expect(lastChoice()).toBeNull();
});

it('takes the mark off a detail the shopper changes, and sends the details once checked', async () => {
  const user = await readAs(PRISM_AND_DATES);
  await user.selectOptions(screen.getByTestId('rx-near_pd'), '61');
  expect(screen.getByTestId('rx-near_pd')).not.toHaveAccessibleDescription(MARK);
  expect(screen.getByTestId('rx-exam_date')).toHaveAccessibleDescription(MARK);
  expect(lastChoice()).toBeNull();

  await user.click(screen.getByTestId('rx-read-confirm'));
  expect(screen.getByTestId('rx-od_prism_h')).not.toHaveAccessibleDescription(MARK);
  expect(lastChoice()?.value).toMatchObject({
    source: 'typed',
    od_sph: '-1.50',
    pd: '63',
    ...READ_DETAILS,
    near_pd: '61',
  });
});

it('shows at once a read detail the rules refuse', async () => {
  await readAs({ ...PRISM_AND_DATES, od: eye(-150, { amount: 200, base: null }) });
  expect(screen.getByTestId('rx-od_prism_h')).toHaveValue('2.00');
  expect(screen.getByText(/Choose the base \(in or out\) of the right eye/)).toBeInTheDocument();
});

it('leaves the more details closed when the photo gave none', async () => {
  await readAs({
    ...PRISM_AND_DATES,
    od: eye(-150),
    os: eye(-125),
    nearPd: null,
    examDate: null,
    expiryDate: null,
  });
  expect(screen.getByTestId('rx-od_sph')).toHaveValue('-1.50');
  expect(screen.getByTestId('rx-more-details')).not.toHaveAttribute('open');
});

it('drops the details read when the shopper sends the photo instead', async () => {
  server.use(
    http.post(`${SHOP}/api/process/upload`, () => envelope(200, 'success', { upload: 'a'.repeat(32) })),
  );
  const user = await readAs(PRISM_AND_DATES);
  await user.click(screen.getByTestId('rx-read-send-photo'));
  await waitFor(() => expect(screen.getByTestId('rx-photo-uploaded')).toBeInTheDocument());
  await user.click(screen.getByTestId('rx-mode-typed'));
  expect(screen.getByTestId('rx-od_prism_h')).toHaveValue('');
  expect(screen.getByTestId('rx-exam_date')).toHaveValue('');
  expect(screen.getByTestId('rx-od_sph')).not.toHaveAccessibleDescription(MARK);
});
