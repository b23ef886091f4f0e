import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCropper, type PhotoCropperProps } from '@/components/ui/photo-cropper';

// The shop's one photo cropper (docs/product.md#constants cropper: initial auto-crop 80 percent,
// zoom coefficient 0.2 from 1 to 3, jpeg at quality 1, at most 2000 px a side), used by the
// prescription photo (docs/product.md#prescription-rules) and the try-on face photo. jsdom neither
// lays out nor draws: the photo's sizes are set by hand and the canvas is a fake that records what
// it is asked to draw.

const ALT = 'Your face photo, to crop';

interface Drawn {
  canvas: { width: number; height: number };
  drawImage: jest.Mock;
  toBlob: { type?: string; quality?: number };
}

/** A canvas whose context records its calls and whose JPEG is a few bytes (or none: `blob` null). */
function fakeCanvas(blob: Blob | null = new Blob(['jpeg bytes'], { type: 'image/jpeg' })): Drawn {
  const drawn: Drawn = { canvas: { width: 0, height: 0 }, drawImage: jest.fn(), toBlob: {} };
  const context = {
    fillRect: jest.fn(),
    drawImage: drawn.drawImage,
    fillStyle: '',
    imageSmoothingQuality: 'low',
  };
  // cast: with WebGPU's types about, jest types the spy after getContext's last overload ('webgpu')
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext') as unknown as jest.SpyInstance<
    CanvasRenderingContext2D,
    [],
    HTMLCanvasElement
  >;
  getContext.mockImplementation(function (this: HTMLCanvasElement) {
    drawn.canvas = { width: this.width, height: this.height };
    return context as unknown as CanvasRenderingContext2D;
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((done: BlobCallback, type?: string, quality?: number) => {
      drawn.toBlob = { type, quality };
      done(blob);
    });
  return drawn;
}

function renderCropper(props: Partial<PhotoCropperProps> = {}) {
  const onCropped = jest.fn<void, [Blob]>();
  const onUnreadable = jest.fn<void, []>();
  const onCropFailed = jest.fn<void, [unknown]>();
  const view = render(
    <PhotoCropper
      src="blob:face"
      alt={ALT}
      confirmLabel="Use this photo"
      busyLabel="Looking…"
      testIdPrefix="face"
      onCropped={onCropped}
      onUnreadable={onUnreadable}
      onCropFailed={onCropFailed}
      {...props}
    />,
  );
  return { ...view, onCropped, onUnreadable, onCropFailed };
}

/** The photo "loads": shown at 400 × 300 from a 4000 × 3000 original. */
function load(shown = { width: 400, height: 300 }, natural = { width: 4000, height: 3000 }) {
  const image = screen.getByAltText(ALT);
  for (const [name, value] of Object.entries({
    width: shown.width,
    height: shown.height,
    naturalWidth: natural.width,
    naturalHeight: natural.height,
  })) {
    Object.defineProperty(image, name, { configurable: true, value });
  }
  act(() => {
    fireEvent.load(image);
  });
  return image;
}

const zoomValue = () => screen.getByTestId('face-zoom-in').previousElementSibling;

afterEach(() => jest.restoreAllMocks());

describe('PhotoCropper', () => {
  it('can be confirmed only once the photo has loaded and has its crop', () => {
    renderCropper();
    expect(screen.getByTestId('face-use')).toBeDisabled();
    load();
    expect(screen.getByTestId('face-use')).toBeEnabled();
    expect(screen.getByTestId('face-use')).toHaveTextContent('Use this photo');
  });

  it('zooms by 0.2 a click between 100 % and 300 %, disabling each button at its bound', async () => {
    const user = userEvent.setup();
    renderCropper();
    const image = load();
    const zoomIn = screen.getByTestId('face-zoom-in');
    const zoomOut = screen.getByTestId('face-zoom-out');
    expect(zoomValue()).toHaveTextContent('100%');
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();

    await user.click(zoomIn);
    expect(zoomValue()).toHaveTextContent('120%');
    expect(image).toHaveStyle({ transform: 'scale(1.2)' });
    expect(zoomOut).toBeEnabled();

    for (let click = 0; click < 9; click += 1) await user.click(zoomIn);
    expect(zoomValue()).toHaveTextContent('300%');
    expect(zoomIn).toBeDisabled();

    await user.click(zoomOut);
    expect(zoomValue()).toHaveTextContent('280%');
    expect(zoomIn).toBeEnabled();
    for (let click = 0; click < 9; click += 1) await user.click(zoomOut);
    expect(zoomValue()).toHaveTextContent('100%');
    expect(zoomOut).toBeDisabled();
  });

  it('hands over the JPEG of the zoomed 80 percent crop', async () => {
    const user = userEvent.setup();
    const drawn = fakeCanvas();
    const { onCropped } = renderCropper();
    const image = load();
    for (let click = 0; click < 5; click += 1) await user.click(screen.getByTestId('face-zoom-in'));
    expect(zoomValue()).toHaveTextContent('200%');
    await user.click(screen.getByTestId('face-use'));

    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    const jpeg = onCropped.mock.calls[0]?.[0];
    expect(jpeg).toBeInstanceOf(Blob);
    expect(await jpeg?.text()).toBe('jpeg bytes');
    expect(drawn.toBlob).toEqual({ type: 'image/jpeg', quality: 1 });
    // the 80 % crop of the 400 × 300 frame is (40, 30)–(360, 270); zoomed twice around the centre it
    // covers (120, 90)–(280, 210) of the shown photo, ten times that of the original
    expect(drawn.drawImage).toHaveBeenCalledWith(image, 1200, 900, 1600, 1200, 0, 0, 1600, 1200);
    expect(drawn.canvas).toEqual({ width: 1600, height: 1200 });
  });

  it('keeps the longest side of the JPEG at 2000 px', async () => {
    const user = userEvent.setup();
    const drawn = fakeCanvas();
    const { onCropped } = renderCropper();
    load();
    await user.click(screen.getByTestId('face-use'));
    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    // unzoomed, the crop is 3200 × 2400 of the original: drawn at 2000 × 1500
    expect(drawn.drawImage.mock.calls[0]?.slice(1)).toEqual([400, 300, 3200, 2400, 0, 0, 2000, 1500]);
    expect(drawn.canvas).toEqual({ width: 2000, height: 1500 });
  });

  it('locks its tools and shows the busy label while the parent works, with its extra content', () => {
    const { rerender, onCropped, onUnreadable, onCropFailed } = renderCropper();
    load();
    rerender(
      <PhotoCropper
        src="blob:face"
        alt={ALT}
        confirmLabel="Use this photo"
        busyLabel="Looking…"
        busy
        testIdPrefix="face"
        onCropped={onCropped}
        onUnreadable={onUnreadable}
        onCropFailed={onCropFailed}
      >
        <p role="status">Looking for your face…</p>
      </PhotoCropper>,
    );
    expect(screen.getByTestId('face-use')).toBeDisabled();
    expect(screen.getByTestId('face-use')).toHaveTextContent('Looking…');
    expect(screen.getByTestId('face-zoom-in')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Looking for your face…');
  });

  it('starts again from the whole photo when given another one', async () => {
    const user = userEvent.setup();
    const { rerender, onCropped, onUnreadable, onCropFailed } = renderCropper();
    load();
    await user.click(screen.getByTestId('face-zoom-in'));
    expect(zoomValue()).toHaveTextContent('120%');
    rerender(
      <PhotoCropper
        src="blob:another-face"
        alt={ALT}
        confirmLabel="Use this photo"
        testIdPrefix="face"
        onCropped={onCropped}
        onUnreadable={onUnreadable}
        onCropFailed={onCropFailed}
      />,
    );
    expect(zoomValue()).toHaveTextContent('100%');
    expect(screen.getByTestId('face-use')).toBeDisabled(); // no crop until the new photo loads
  });

  it('tells the parent when the browser cannot decode the photo', () => {
    const { onUnreadable, onCropped } = renderCropper();
    fireEvent.error(screen.getByAltText(ALT));
    expect(onUnreadable).toHaveBeenCalledTimes(1);
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('does not hand over anything when the canvas gives no JPEG, and tells the parent why', async () => {
    const user = userEvent.setup();
    fakeCanvas(null);
    const { onCropped, onCropFailed } = renderCropper();
    load();
    await user.click(screen.getByTestId('face-use'));
    await waitFor(() => expect(onCropFailed).toHaveBeenCalledTimes(1));
    expect(onCropFailed).toHaveBeenCalledWith(new Error('The canvas gave no JPEG.'));
    expect(onCropped).not.toHaveBeenCalled();
    expect(screen.getByTestId('face-use')).toBeEnabled(); // another try is possible
  });
});
