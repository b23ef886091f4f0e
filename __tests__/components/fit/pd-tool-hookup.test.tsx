import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrescriptionForm } from '@/components/account/prescriptions/prescription-form';
import { PrescriptionStep } from '@/components/lens-flow/prescription-step';
import { readFace, readPhotoViews } from '@/lib/client/face-landmarks';
import type { FaceSample } from '@/lib/shop/face-sample';
import { GATE_MESSAGES } from '@/lib/shop/pd-gate';
import { CONFIRM_MESSAGES } from '@/lib/shop/pd-confirm';
import { FreshSwr } from '../account/account-swr';
import { jittered, seededRandom, syntheticSample, type FaceSpec } from '../../unit/shop/face-sample-fixtures';

// "Measure my PD" beside the PD fields (docs/product.md#pd-measure): the tool reads camera frames
// through the face landmarks (here a fake that answers prepared frames of a face of known size),
// shows the PD, keeps it on the device (`oculo.fit`, docs/product.md#client-state) and "Use this
// PD" fills the form's PD of the kind the shopper chose.

jest.mock('@/lib/client/face-landmarks', () => ({
  loadFaceLandmarks: jest.fn(async (onProgress?: (progress: unknown) => void) => {
    onProgress?.({ step: 'models', modelsLoaded: 1, modelsTotal: 3 });
    return {};
  }),
  readFace: jest.fn(),
  readPhotoViews: jest.fn(),
}));

const read = readFace as jest.MockedFunction<typeof readFace>;
const readPhoto = readPhotoViews as jest.MockedFunction<typeof readPhotoViews>;
// the true face: PD 64 mm, 32.5 of it the right eye's
const FACE: Partial<FaceSpec> = { pdMm: 64, odMonoMm: 32.5 };

function cameraAnswers(sample: (atMs: number) => FaceSample) {
  read.mockImplementation(async (_input, options) => ({ kind: 'face', sample: sample(options?.atMs ?? 0) }));
}

const stop = jest.fn();
beforeEach(() => {
  localStorage.clear();
  read.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [{ stop }] })) },
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

function renderStep(lensUse = 'Single Vision') {
  return render(
    <FreshSwr>
      <PrescriptionStep
        addition="refused"
        initial={null}
        serverErrors={{}}
        onChange={jest.fn()}
        lensUse={lensUse}
      />
    </FreshSwr>,
  );
}

async function measure(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Measure my PD' }));
  const tool = await screen.findByRole('dialog', { name: 'Measure your PD' });
  expect(tool).toHaveTextContent('nothing is sent unless you save the PD into a prescription');
  await within(tool).findByTestId('pd-result', {}, { timeout: 5000 });
  return tool;
}

describe('docs/product.md#pd-measure: the PD tool in the lens wizard', () => {
  it('fills the single PD with the PD it measured and keeps it on the device', async () => {
    cameraAnswers((atMs) => syntheticSample(FACE, atMs));
    const user = userEvent.setup();
    renderStep();
    const tool = await measure(user);
    expect(within(tool).getByTestId('pd-result-single')).toHaveTextContent(/^64 mm$/);
    expect(within(tool).queryByTestId('pd-result-optician')).not.toBeInTheDocument();
    await user.click(within(tool).getByRole('button', { name: 'Use this PD' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('rx-pd')).toHaveValue('64');
    const kept = JSON.parse(localStorage.getItem('oculo.fit') ?? 'null');
    expect(kept.pdMm).toBeCloseTo(64, 0);
    expect(kept.faceWidthMm).toBeCloseTo(140, 0);
    // the camera was let go once the PD was measured
    expect(stop).toHaveBeenCalled();
  });

  it('fills each eye’s PD when the shopper gives one per eye', async () => {
    cameraAnswers((atMs) => syntheticSample(FACE, atMs));
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByTestId('rx-pd-dual'));
    const tool = await measure(user);
    await user.click(within(tool).getByRole('button', { name: 'Use this PD' }));
    expect(screen.getByTestId('rx-pd_right')).toHaveValue('32.5');
    expect(screen.getByTestId('rx-pd_left')).toHaveValue('31.5');
  });

  it('says the optician confirms the PD of progressive lenses', async () => {
    cameraAnswers((atMs) => syntheticSample(FACE, atMs));
    const user = userEvent.setup();
    renderStep('Progressive');
    const tool = await measure(user);
    expect(within(tool).getByTestId('pd-result-optician')).toHaveTextContent(CONFIRM_MESSAGES.progressive);
  });

  it('counts the frames that pass and says, in the gate’s words, what the last one lacked', async () => {
    cameraAnswers((atMs) => syntheticSample({ ...FACE, yawDeg: 20 }, atMs));
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Measure my PD' }));
    const tool = await screen.findByRole('dialog', { name: 'Measure your PD' });
    await waitFor(() =>
      expect(within(tool).getByTestId('pd-gate-message')).toHaveTextContent(GATE_MESSAGES.frontal),
    );
    expect(within(tool).getByTestId('pd-progress')).toHaveTextContent('0 of 30 frames');
    expect(within(tool).queryByTestId('pd-result')).not.toBeInTheDocument();
    await user.click(within(tool).getByRole('button', { name: 'Close' }));
  });
});

describe('docs/product.md#pd-measure: the card ruler', () => {
  // jsdom draws nothing: the still is only a size here
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('measures with the card marked on a still frame', async () => {
    // the camera's picture is 1280 × 960; the card's starting outline is 40 % of it across, 512 px
    // for 85.6 mm: a face as far as makes that true (focal length 1280 / (2 tan 31.5°))
    const focal = 1280 / (2 * Math.tan((31.5 * Math.PI) / 180));
    const distanceMm = (focal * 85.6) / 512;
    for (const [name, value] of [
      ['videoWidth', 1280],
      ['videoHeight', 960],
    ] as const)
      Object.defineProperty(HTMLVideoElement.prototype, name, { configurable: true, get: () => value });
    // the irises here are 12.5 mm: read by them, the PD would come out 7 % short
    // no face until the card is marked, so the run waits for it
    let marked = false;
    read.mockImplementation(async (_input, options) =>
      marked
        ? { kind: 'face', sample: syntheticSample({ ...FACE, distanceMm, irisMm: 12.5 }, options?.atMs ?? 0) }
        : { kind: 'none' },
    );
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Measure my PD' }));
    const tool = await screen.findByRole('dialog', { name: 'Measure your PD' });
    await user.click(await within(tool).findByRole('button', { name: 'I have a bank card' }));
    marked = true;
    await user.click(within(tool).getByRole('button', { name: 'Measure with this card' }));
    await within(tool).findByTestId('pd-result', {}, { timeout: 5000 });
    expect(within(tool).getByTestId('pd-result-ruler')).toHaveTextContent('your bank card');
    expect(within(tool).getByTestId('pd-result-single')).toHaveTextContent(/^64 mm$/);
  });
});

describe('docs/product.md#pd-measure: a photo read as 30 views gives a PD', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:face');
    URL.revokeObjectURL = jest.fn();
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
  });

  async function upload(user: ReturnType<typeof userEvent.setup>, lensUse?: string) {
    renderStep(lensUse);
    await user.click(screen.getByRole('button', { name: 'Measure my PD' }));
    const tool = await screen.findByRole('dialog', { name: 'Measure your PD' });
    expect(tool).toHaveTextContent('A photo is read 30 times, each view cut a little differently');
    const input = within(tool).getByTestId('pd-photo-input');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, new File(['face'], 'face.jpg', { type: 'image/jpeg' }));
    return tool;
  }

  it('shows the PD of the views as the camera’s, the optician’s sentence too, and fills the field', async () => {
    // the views of one photo: each a little off, as the landmarks read a re-cut picture
    const random = seededRandom(7);
    readPhoto.mockImplementation(async () =>
      Array.from({ length: 30 }, (_, index) => ({
        kind: 'face' as const,
        sample: jittered(syntheticSample(FACE, index * 67), 0.4, random),
      })),
    );
    const user = userEvent.setup();
    const tool = await upload(user, 'Progressive');
    // the face's 64 mm, give or take the views' ±0.4 px, to the half millimetre
    const shown = await within(tool).findByTestId('pd-result-single');
    const pd = Number(shown.textContent?.replace(' mm', ''));
    expect(Math.abs(pd - 64)).toBeLessThanOrEqual(0.5);
    expect(within(tool).getByTestId('pd-result-ruler')).toHaveTextContent('30 views of your photo');
    expect(within(tool).getByTestId('pd-result-uncertainty')).toHaveTextContent(/^± \d/);
    expect(within(tool).getByTestId('pd-result-optician')).toHaveTextContent(CONFIRM_MESSAGES.progressive);
    expect(JSON.parse(localStorage.getItem('oculo.fit') ?? 'null')).toMatchObject({
      pdMm: expect.any(Number),
    });
    await user.click(within(tool).getByRole('button', { name: 'Use this PD' }));
    expect(screen.getByTestId('rx-pd')).toHaveValue(String(pd));
  });

  it('a photo whose irises are too small gives the face width and says why no PD', async () => {
    readPhoto.mockImplementation(async () =>
      Array.from({ length: 30 }, (_, index) => {
        const sample = syntheticSample(FACE, index * 67);
        // the irises under the gate's 18 px, the face still sized by them
        const small = { ...sample.iris.od, diameterPx: 17 };
        return {
          kind: 'face' as const,
          sample: { ...sample, iris: { od: small, os: { ...sample.iris.os, diameterPx: 17 } } },
        };
      }),
    );
    const user = userEvent.setup();
    const tool = await upload(user);
    await waitFor(() =>
      expect(within(tool).getByTestId('pd-photo-answer')).toHaveTextContent(
        `No PD from this photo: ${GATE_MESSAGES['close-enough']}.`,
      ),
    );
    expect(within(tool).queryByTestId('pd-result')).toBeNull();
  });
});

describe('docs/product.md#pd-measure: the PD tool in the prescription book', () => {
  it('fills the book’s PD', async () => {
    cameraAnswers((atMs) => syntheticSample(FACE, atMs));
    const user = userEvent.setup();
    render(<PrescriptionForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    const tool = await measure(user);
    await user.click(within(tool).getByRole('button', { name: 'Use this PD' }));
    expect(screen.getByTestId('prescription-pd')).toHaveValue('64');
  });
});
