import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  PrescriptionStep,
  type PrescriptionStepChoice,
  type PrescriptionStepProps,
} from '@/components/lens-flow/prescription-step';
import { PHOTO_MESSAGES } from '@/components/lens-flow/prescription-photo-crop';
import { cropSource, outputSize, zoomedBy } from '@/components/ui/photo-crop-geometry';
import { resetShopState, setToken } from '@/lib/client/store';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { NO_SAVED_DETAILS } from '../support/saved-prescription-details';
import { CROPPER } from '@/lib/shop/constants';
import { clearCookies } from '../client/account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';
import { FreshSwr } from './account/account-swr';

// The lens wizard's prescription step (docs/product.md#prescription-rules): typed values checked
// with the shop's rules, saved prescriptions of a signed-in shopper, a cropped photo sent to
// /api/process/upload; the wizard hears every change through onChange.

startApiTestServer();

const DISTANCE: Prescription = {
  ...NO_SAVED_DETAILS,
  id: 4,
  name: 'Distance 2026',
  note: '',
  od_sph: -2.25,
  od_cyl: -0.75,
  od_axis: 90,
  od_add: null,
  os_sph: -2,
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: 63,
  pd_right: null,
  pd_left: null,
  hasImage: false,
  warning: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const READING: Prescription = { ...DISTANCE, id: 7, name: 'Varifocal', od_add: 2, os_add: 2 };

const HANDLE = 'a'.repeat(32);

let onChange: jest.Mock<void, [PrescriptionStepChoice | null]>;

beforeEach(() => {
  clearCookies();
  resetShopState();
  configureForTest({ getToken: () => 'tok_rx' });
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

async function typeDistance(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByTestId('rx-od_sph'), '-2.25');
  await user.selectOptions(screen.getByTestId('rx-od_cyl'), '-0.75');
  await user.type(screen.getByTestId('rx-od_axis'), '90');
  await user.selectOptions(screen.getByTestId('rx-os_sph'), '-2.00');
  await user.selectOptions(screen.getByTestId('rx-pd'), '63');
}

describe('typed values', () => {
  it('sends the typed values with a summary the inventory shows', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(lastChoice()).toBeNull();
    expect(screen.getByTestId('rx-missing')).toHaveTextContent(
      'Still to choose: right eye SPH, left eye SPH, PD.',
    );
    await typeDistance(user);

    expect(lastChoice()).toEqual({
      value: {
        source: 'typed',
        od_sph: '-2.25',
        od_cyl: '-0.75',
        od_axis: '90',
        od_add: null,
        os_sph: '-2.00',
        os_cyl: null,
        os_axis: null,
        os_add: null,
        pd: '63',
        pd_right: null,
        pd_left: null,
      },
      item: 'OD \u22122.25 \u22120.75 \u00d7 90 \u00b7 OS \u22122.00 \u00b7 PD 63',
      warning: null,
    });
    expect(screen.queryByTestId('rx-missing')).toBeNull();
    expect(screen.queryByTestId('rx-warning')).toBeNull();
  });

  it('refuses a cylinder without an axis, at the axis field', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(screen.getByTestId('rx-os_axis')).toBeDisabled();
    await user.selectOptions(screen.getByTestId('rx-od_sph'), '-1.00');
    await user.selectOptions(screen.getByTestId('rx-os_sph'), '-1.00');
    await user.selectOptions(screen.getByTestId('rx-pd'), '62.5');
    expect(lastChoice()?.value).toMatchObject({ source: 'typed', pd: '62.5' });

    await user.selectOptions(screen.getByTestId('rx-os_cyl'), '-1.25');
    expect(lastChoice()).toBeNull();
    const axis = screen.getByTestId('rx-os_axis');
    expect(axis).toBeEnabled();
    expect(axis).toHaveAccessibleDescription(
      'Enter the axis (1–180) of the left eye (OS): a cylinder (CYL) needs one.',
    );

    await user.type(axis, '181');
    expect(lastChoice()).toBeNull();
    expect(axis).toHaveAccessibleDescription('Enter the axis as a whole number from 1 to 180.');
    await user.clear(axis);
    await user.type(axis, '180');
    expect(lastChoice()?.value).toMatchObject({ os_cyl: '-1.25', os_axis: '180' });

    // no cylinder again: the axis is emptied and switched off
    await user.selectOptions(screen.getByTestId('rx-os_cyl'), '');
    expect(axis).toBeDisabled();
    expect(axis).toHaveValue(null);
    expect(lastChoice()?.value).toMatchObject({ os_cyl: null, os_axis: null });
  });

  it('hides ADD for single vision lenses and never sends it', () => {
    // a choice made for progressives, restored after the shopper went back to single vision
    renderStep({
      addition: 'refused',
      initial: { source: 'typed', od_sph: '-1.00', od_add: '+2.00', os_sph: '-1.00', os_add: 2, pd: '63' },
    });
    expect(screen.queryByTestId('rx-od_add')).toBeNull();
    expect(screen.queryByTestId('rx-os_add')).toBeNull();
    expect(lastChoice()).toMatchObject({
      value: { od_sph: '-1.00', od_add: null, os_add: null },
      item: 'OD \u22121.00 \u00b7 OS \u22121.00 \u00b7 PD 63',
    });
  });

  it('asks for the ADD of both eyes for multifocal lenses', async () => {
    const user = userEvent.setup();
    renderStep({ addition: 'required' });
    await typeDistance(user);
    expect(lastChoice()).toBeNull();
    expect(screen.getByTestId('rx-missing')).toHaveTextContent(
      'Still to choose: right eye ADD, left eye ADD.',
    );

    await user.selectOptions(screen.getByTestId('rx-od_add'), '+2.00');
    expect(lastChoice()).toBeNull();
    await user.selectOptions(screen.getByTestId('rx-od_add'), '');
    expect(screen.getByTestId('rx-od_add')).toHaveAccessibleDescription(
      'Choose the ADD (near addition) of the right eye (OD): progressive and bifocal lenses need it.',
    );
    await user.selectOptions(screen.getByTestId('rx-od_add'), '+2.00');
    await user.selectOptions(screen.getByTestId('rx-os_add'), '+2.25');
    expect(lastChoice()).toMatchObject({
      value: { od_add: '+2.00', os_add: '+2.25' },
      item: 'OD \u22122.25 \u22120.75 \u00d7 90 ADD +2.00 \u00b7 OS \u22122.00 ADD +2.25 \u00b7 PD 63',
    });
  });

  it('needs a PD, one or one per eye', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.selectOptions(screen.getByTestId('rx-od_sph'), '0.00');
    await user.selectOptions(screen.getByTestId('rx-os_sph'), '+0.50');
    expect(lastChoice()).toBeNull();
    await user.click(screen.getByTestId('rx-pd-dual'));
    expect(screen.queryByTestId('rx-pd')).toBeNull();
    await user.selectOptions(screen.getByTestId('rx-pd_right'), '31.5');
    expect(lastChoice()).toBeNull();
    await user.selectOptions(screen.getByTestId('rx-pd_left'), '32');
    expect(lastChoice()).toMatchObject({
      value: { pd: null, pd_right: '31.5', pd_left: '32' },
      item: 'OD 0.00 \u00b7 OS +0.50 \u00b7 PD 31.5/32',
    });
  });

  it('warns as soon as the eyes differ by 3 or more (docs/product.md#prescription-rules), and still lets it be sent', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.selectOptions(screen.getByTestId('rx-od_sph'), '-5.00');
    await user.selectOptions(screen.getByTestId('rx-os_sph'), '-2.25');
    expect(screen.queryByTestId('rx-warning')).toBeNull();

    await user.selectOptions(screen.getByTestId('rx-os_sph'), '-2.00');
    expect(screen.getByTestId('rx-warning')).toHaveTextContent(/differ by 3\.00 or more in sphere \(SPH\)/);
    expect(lastChoice()).toBeNull(); // no PD yet

    await user.selectOptions(screen.getByTestId('rx-pd'), '64');
    expect(lastChoice()?.warning).toMatch(/differ by 3\.00 or more in sphere \(SPH\)/);
  });

  it('shows the server’s 422 messages at their fields until they are changed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderStep({
      addition: 'refused',
      initial: {
        source: 'typed',
        od_sph: -2.25,
        od_cyl: -0.75,
        od_axis: 90,
        od_add: null,
        os_sph: '-2.00',
        os_cyl: null,
        os_axis: null,
        os_add: null,
        pd: 63,
        pd_right: null,
        pd_left: null,
      },
      serverErrors: {
        od_axis: 'The axis looks wrong.',
        'step_data.1.value.pd': 'Enter your pupillary distance (PD).',
        od_add: 'Leave ADD empty: it is for progressive and bifocal lenses, not Single Vision.',
      },
    });
    // the restored values are sent again as they were
    expect(screen.getByTestId('rx-od_sph')).toHaveValue('-2.25');
    expect(screen.getByTestId('rx-pd')).toHaveValue('63');
    expect(lastChoice()?.item).toBe('OD \u22122.25 \u22120.75 \u00d7 90 \u00b7 OS \u22122.00 \u00b7 PD 63');

    expect(screen.getByTestId('rx-od_axis')).toHaveAccessibleDescription('The axis looks wrong.');
    expect(screen.getByTestId('rx-pd')).toHaveAccessibleDescription('Enter your pupillary distance (PD).');
    // ADD is not in this form: its message is shown above the fields' row
    expect(screen.getByTestId('rx-server-errors')).toHaveTextContent(/Leave ADD empty/);

    await user.clear(screen.getByTestId('rx-od_axis'));
    await user.type(screen.getByTestId('rx-od_axis'), '95');
    expect(screen.getByTestId('rx-od_axis')).not.toHaveAccessibleDescription('The axis looks wrong.');
    expect(screen.getByTestId('rx-pd')).toHaveAccessibleDescription('Enter your pupillary distance (PD).');
    expect(lastChoice()?.value).toMatchObject({ od_axis: '95' });

    // the next 422 answer is a new object: its messages show again
    rerender(
      <FreshSwr>
        <PrescriptionStep
          addition="refused"
          initial={null}
          serverErrors={{ od_axis: 'The axis looks wrong.' }}
          onChange={onChange}
        />
      </FreshSwr>,
    );
    expect(screen.getByTestId('rx-od_axis')).toHaveAccessibleDescription('The axis looks wrong.');
    expect(screen.getByTestId('rx-od_axis')).toHaveValue(95);
  });
});

describe('saved prescriptions', () => {
  it('are offered to a signed-in shopper only', () => {
    renderStep();
    expect(screen.getByTestId('rx-mode-typed')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('rx-mode-saved')).toBeNull();
    expect(screen.getByTestId('rx-mode-photo')).toBeInTheDocument();
  });

  it('sends the chosen one, with a note when its ADD does not suit the lenses', async () => {
    const user = userEvent.setup();
    setToken('tok_rx');
    const listed: unknown[] = [];
    server.use(
      http.post(`${SHOP}/api/prescription/list`, ({ request }) => {
        listed.push(request.headers.get('authorization'));
        return envelope(200, 'success', { list: [DISTANCE, READING] });
      }),
    );
    renderStep({ addition: 'required' });
    await user.click(screen.getByTestId('rx-mode-saved'));
    const options = await screen.findAllByTestId('rx-saved-option');
    expect(listed).toEqual(['Bearer tok_rx']);
    expect(options).toHaveLength(2);
    const [distance, reading] = options as [HTMLElement, HTMLElement];
    expect(distance).toHaveAccessibleDescription(/has no ADD \(near addition\)/);
    expect(reading).not.toHaveAccessibleDescription(/ADD/);
    expect(lastChoice()).toBeNull();

    await user.click(distance);
    expect(lastChoice()).toEqual({
      value: { source: 'saved', id: 4 },
      item: 'Saved: Distance 2026',
      warning: null,
    });
    await user.click(reading);
    expect(lastChoice()?.value).toEqual({ source: 'saved', id: 7 });
  });

  it('restores a saved choice once the list is loaded', async () => {
    setToken('tok_rx');
    server.use(
      http.post(`${SHOP}/api/prescription/list`, () =>
        envelope(200, 'success', { list: [DISTANCE, { ...READING, warning: 'The eyes differ.' }] }),
      ),
    );
    renderStep({ addition: 'refused', initial: { source: 'saved', id: 7 } });
    await waitFor(() =>
      expect(lastChoice()).toEqual({
        value: { source: 'saved', id: 7 },
        item: 'Saved: Varifocal',
        warning: 'The eyes differ.',
      }),
    );
    const reading = screen.getAllByTestId('rx-saved-option')[1] as HTMLElement;
    expect(reading).toBeChecked();
    expect(reading).toHaveAccessibleDescription(/has ADD values, which these lenses do not use/);
  });
});

describe('a photo of the prescription', () => {
  const OriginalFile = global.File;

  afterEach(() => {
    global.File = OriginalFile;
    jest.restoreAllMocks();
  });

  /** jsdom draws nothing: a canvas whose context does nothing and whose JPEG is a few bytes. */
  function fakeCanvas() {
    const context = {
      fillRect: jest.fn(),
      drawImage: jest.fn(),
      fillStyle: '',
      imageSmoothingQuality: 'low',
    };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback, type?: string, quality?: number) => {
        expect([type, quality]).toEqual(['image/jpeg', 1]);
        done(new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
      });
    // the fetch of this environment (Node's) sends only Node's own File objects, not jsdom's
    global.File = NodeFile as unknown as typeof File;
  }

  async function pickAndLoad(user: ReturnType<typeof userEvent.setup>) {
    URL.createObjectURL = jest.fn(() => 'blob:rx-photo');
    URL.revokeObjectURL = jest.fn();
    renderStep();
    await user.click(screen.getByTestId('rx-mode-photo'));
    const photo = new NodeFile(['photo'], 'rx.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('rx-photo-input'), { target: { files: [photo] } });
    const image = await screen.findByAltText('Your prescription photo, to crop');
    act(() => {
      fireEvent.load(image);
    });
    return image;
  }

  it('refuses a file that is not a JPEG, PNG or WebP picture', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByTestId('rx-mode-photo'));
    const text = new NodeFile(['hello'], 'rx.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('rx-photo-input'), { target: { files: [text] } });
    expect(screen.getByTestId('rx-photo-input')).toHaveAccessibleDescription(
      expect.stringContaining(PHOTO_MESSAGES.type) as unknown as string,
    );
    expect(screen.queryByTestId('rx-photo-use')).toBeNull();
  });

  it('sends the cropped JPEG; the wizard hears of it with a PD, or with the PD on the photo', async () => {
    const user = userEvent.setup();
    fakeCanvas();
    const sent: { name: string; type: string; text: string }[] = [];
    server.use(
      http.post(`${SHOP}/api/process/upload`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        sent.push({ name: file.name, type: file.type, text: await file.text() });
        return envelope(200, 'success', { upload: HANDLE });
      }),
    );
    const image = await pickAndLoad(user);
    await user.click(screen.getByTestId('rx-photo-zoom-in'));
    expect(image).toHaveStyle({ transform: 'scale(1.2)' });
    await user.click(screen.getByTestId('rx-photo-use'));

    await waitFor(() => expect(screen.getByTestId('rx-photo-uploaded')).toBeInTheDocument());
    expect(sent).toEqual([{ name: 'prescription.jpg', type: 'image/jpeg', text: 'jpeg bytes' }]);
    // the photo alone cannot be sent: the PD is asked for beside it, with the shop's help on it
    expect(lastChoice()).toBeNull();
    expect(screen.getByTestId('rx-missing')).toHaveTextContent('Still to choose: PD.');
    expect(screen.getByRole('link', { name: /How to measure your PD/ })).toHaveAttribute(
      'href',
      '/faq/measure-pd',
    );

    await user.selectOptions(screen.getByTestId('rx-pd'), '63');
    expect(lastChoice()).toEqual({
      value: { source: 'image', upload: HANDLE, pd: '63' },
      item: 'Photo of your prescription · PD 63',
      warning: null,
    });

    await user.click(screen.getByTestId('rx-pd-on-photo'));
    expect(screen.queryByTestId('rx-pd')).toBeNull();
    expect(lastChoice()).toEqual({
      value: { source: 'image', upload: HANDLE, pdOnPhoto: true },
      item: 'Photo of your prescription · PD on the photo',
      warning: null,
    });
    await user.click(screen.getByTestId('rx-pd-on-photo'));
    await user.click(screen.getByTestId('rx-pd-dual'));
    expect(lastChoice()).toBeNull();
    await user.selectOptions(screen.getByTestId('rx-pd_right'), '32');
    await user.selectOptions(screen.getByTestId('rx-pd_left'), '31.5');
    expect(lastChoice()).toEqual({
      value: { source: 'image', upload: HANDLE, pd_right: '32', pd_left: '31.5' },
      item: 'Photo of your prescription · PD 32/31.5',
      warning: null,
    });
  });

  it('shows the server’s reason when the photo is refused', async () => {
    const user = userEvent.setup();
    fakeCanvas();
    server.use(
      http.post(`${SHOP}/api/process/upload`, () =>
        envelope(422, 'file: Upload a photo as a JPEG, PNG or WebP image.', {
          fields: { file: 'Upload a photo as a JPEG, PNG or WebP image.' },
        }),
      ),
    );
    await pickAndLoad(user);
    await user.click(screen.getByTestId('rx-photo-use'));
    expect(await screen.findByTestId('rx-photo-error')).toHaveTextContent(
      'Upload a photo as a JPEG, PNG or WebP image.',
    );
    expect(lastChoice()).toBeNull();
    expect(within(screen.getByTestId('rx-step')).getByTestId('rx-photo-use')).toBeEnabled();
  });
});

describe('the cropper’s arithmetic (docs/product.md#constants)', () => {
  it('caps the longest side of the output at 2000 px, keeping its shape', () => {
    expect(CROPPER.maxImageSide).toBe(2000);
    expect(outputSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(outputSize(1000, 5000)).toEqual({ width: 400, height: 2000 });
    expect(outputSize(2001, 2001)).toEqual({ width: 2000, height: 2000 });
    expect(outputSize(3999.5, 1)).toEqual({ width: 2000, height: 1 });
    expect(outputSize(1200, 800)).toEqual({ width: 1200, height: 800 }); // never enlarged
  });

  it('maps a crop on the zoomed, shown photo to the photo’s own pixels', () => {
    const shown = { width: 400, height: 300 };
    const natural = { width: 4000, height: 3000 };
    const whole = { unit: 'px' as const, x: 0, y: 0, width: 400, height: 300 };
    expect(cropSource(whole, shown, natural, 1)).toEqual({ x: 0, y: 0, width: 4000, height: 3000 });
    // zoomed twice around the centre, the whole frame shows the middle half of the photo
    expect(cropSource(whole, shown, natural, 2)).toEqual({ x: 1000, y: 750, width: 2000, height: 1500 });
    const corner = { unit: 'px' as const, x: 0, y: 0, width: 40, height: 30 };
    expect(cropSource(corner, shown, natural, 1)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('zooms by the cropper’s coefficient 0.2 a click, between 1 and 3', () => {
    expect(CROPPER.zoomStart).toBe(0.2);
    expect(zoomedBy(1, 1)).toBe(1.2);
    expect(zoomedBy(1.2, 1)).toBe(1.4);
    expect(zoomedBy(1, -1)).toBe(1);
    expect(zoomedBy(2.9, 1)).toBe(3);
  });
});

describe('sending it after ordering (docs/product.md#prescription-later)', () => {
  it('is offered in the wizard and sends the "later" choice at no price', async () => {
    const user = userEvent.setup();
    renderStep({ offerLater: true });
    await user.click(screen.getByTestId('rx-mode-later'));
    expect(lastChoice()).toEqual({
      value: { source: 'later' },
      item: 'To be sent after ordering',
      warning: null,
    });
    expect(screen.getByTestId('rx-later')).toHaveTextContent(/within 14 days of payment/);
    expect(screen.queryByTestId('rx-missing')).toBeNull();
  });

  it('comes back chosen when the shopper returns to the step', () => {
    renderStep({ offerLater: true, initial: { source: 'later' } });
    expect(screen.getByTestId('rx-mode-later')).toHaveAttribute('aria-selected', 'true');
    expect(lastChoice()).toEqual(expect.objectContaining({ value: { source: 'later' } }));
  });

  it('is not offered without offerLater', () => {
    renderStep({ initial: { source: 'later' } });
    expect(screen.queryByTestId('rx-mode-later')).toBeNull();
    expect(screen.getByTestId('rx-mode-typed')).toHaveAttribute('aria-selected', 'true');
    expect(lastChoice()).toBeNull();
  });
});
