import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { SWRConfig } from 'swr';
import { FramesThatFit } from '@/components/try-on/frames-that-fit';
import { TryOnBuy } from '@/components/try-on/try-on-buy';
import { MAX_COMPARED, TryOnCompare } from '@/components/try-on/try-on-compare';
import { TryOnSizing } from '@/components/try-on/try-on-sizing';
import type { TryOnFrame } from '@/components/try-on/use-try-on-frames';
import { callApi } from '@/lib/api';
import type { ProductCard, ProductDetail } from '@/lib/contract/calls/goods';
import type { DeviceFitMeasurement } from '@/lib/client/fit-measurement';
import { tryOnSizing } from '@/lib/try-on/true-size';

// Buying from the try-on, keeping pictures side by side, and saying which PD sizes the frame
// (docs/product.md#try-on-true-size).

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedCallApi.mockImplementation(async (call) => {
    if (call.path === '/api/wishlist/is') return { inWishlist: false };
    throw new Error(`unexpected call ${call.path}`);
  });
});

function variant(sku: string, colorName: string, inStock: boolean): ProductDetail['variants'][number] {
  return {
    sku,
    colorName,
    colorFamily: 'black',
    colorHex: '#000',
    lensTintHex: null,
    stock: inStock ? 5 : 0,
    inStock,
    images: [],
  };
}

function tryOnFrame(sku: string, inStock = true, widthMm = 138): TryOnFrame {
  const variants = [variant('OC1-BLK', 'Black', true), variant('OC1-TOR', 'Tortoise', inStock)];
  const product = { code: 'OC1', name: 'Harper', type: 'eyeglasses', variants } as unknown as ProductDetail;
  const chosen = variants.find((entry) => entry.sku === sku);
  if (!chosen) throw new Error(`no colour ${sku}`);
  return {
    product,
    variant: chosen,
    frontUrl: '/front.svg',
    widthMm,
  };
}

const measured = (min: number, max: number): DeviceFitMeasurement => ({
  frameWidthMin: min,
  frameWidthMax: max,
  faceWidthMm: min + 2,
  pdMm: 62.5,
  measuredAt: '2026-01-01T00:00:00.000Z',
});

describe('TryOnBuy', () => {
  it('offers the lens wizard for the frame and colour on the face, and closes the try-on', async () => {
    const onLeave = jest.fn();
    render(<TryOnBuy frame={tryOnFrame('OC1-TOR')} measurement={null} onLeave={onLeave} />);
    const link = screen.getByRole('link', { name: 'Select lenses' });
    expect(link).toHaveAttribute('href', '/details/OC1/lenses?color=OC1-TOR');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(onLeave).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it.each([
    ['no measurement on the device', null, null],
    ['a range the frame is within', measured(134, 142), 'Fits you'],
    ['a range above the frame', measured(140, 148), 'Narrow for you'],
    ['a range below the frame', measured(128, 136), 'Wide for you'],
  ])('gives the fit verdict for %s', (_case, measurement, words) => {
    render(<TryOnBuy frame={tryOnFrame('OC1-BLK')} measurement={measurement} onLeave={jest.fn()} />);
    expect(screen.getByTestId('try-on-frame-width')).toHaveTextContent('138 mm wide');
    if (words) expect(screen.getByTestId('try-on-fit')).toHaveTextContent(words);
    else expect(screen.queryByTestId('try-on-fit')).toBeNull();
  });

  it('says a colour is sold out instead of offering lenses for it', () => {
    render(<TryOnBuy frame={tryOnFrame('OC1-TOR', false)} measurement={null} onLeave={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'Select lenses' })).toBeNull();
    expect(screen.getByText('Sold out in Tortoise')).toBeInTheDocument();
  });
});

describe('FramesThatFit', () => {
  const card = (code: string, name: string) => ({ code, name, image: null }) as unknown as ProductCard;

  function renderRow(range: { minMm: number; maxMm: number } | undefined, onChoose = jest.fn()) {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <FramesThatFit kind="eyeglasses" range={range} currentCode="OC1" onChoose={onChoose} />
      </SWRConfig>,
    );
    return onChoose;
  }

  it('asks the listing for the same kind within the device’s range and switches to the one chosen', async () => {
    mockedCallApi.mockResolvedValue({
      list: [card('OC1', 'Harper'), card('OC2', 'Milo'), card('OC3', 'Ines')],
    });
    const onChoose = renderRow({ minMm: 134, maxMm: 142 });
    const row = await screen.findByRole('region', { name: 'Frames that fit you' });
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/goods/list' }),
      expect.objectContaining({ category: 'eyeglasses', filters: { fit: { minMm: 134, maxMm: 142 } } }),
    );
    // the frame on the face is not offered again
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Milo', 'Ines']);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Ines' }));
    expect(onChoose).toHaveBeenCalledWith('OC3');
  });

  it('shows nothing and asks nothing without a measurement', async () => {
    renderRow(undefined);
    await waitFor(() => expect(mockedCallApi).not.toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Frames that fit you' })).toBeNull();
  });
});

describe('TryOnCompare', () => {
  beforeEach(() => {
    let shot = 0;
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
      shot += 1;
      return `data:image/jpeg;base64,shot${shot}`;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function Compare({ frame }: { frame: { name: string; colorName: string; widthMm: number } }) {
    const canvasRef = useRef<HTMLCanvasElement>(null);
    return (
      <TryOnCompare canvasRef={canvasRef} frame={frame} canKeep mirrored={false} active>
        <canvas ref={canvasRef} />
      </TryOnCompare>
    );
  }

  it('keeps the picture on screen with the frame’s name and width, up to two, each removable', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Compare frame={{ name: 'Harper', colorName: 'Black', widthMm: 138 }} />);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    rerender(<Compare frame={{ name: 'Milo', colorName: 'Gold', widthMm: 146 }} />);
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const kept = screen.getAllByTestId('try-on-kept');
    expect(kept).toHaveLength(MAX_COMPARED);
    expect(kept.map((figure) => within(figure).getByRole('img').getAttribute('src'))).toEqual([
      'data:image/jpeg;base64,shot1',
      'data:image/jpeg;base64,shot2',
    ]);
    expect(kept[0]).toHaveTextContent('Harper138 mm wide');
    expect(kept[1]).toHaveTextContent('Milo146 mm wide');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Harper from the comparison' }));
    expect(screen.getAllByTestId('try-on-kept')).toHaveLength(1);
    expect(screen.getByTestId('try-on-kept')).toHaveTextContent('Milo');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeEnabled();
  });
});

describe('TryOnSizing', () => {
  it.each([
    [{ pdMm: 62.5 }, 'Sized to your measured PD 62.5 mm', false],
    [null, 'Sized to an average face: measure your PD for your true size', true],
  ])('says which PD sizes the frame', async (measurement, text, offered) => {
    const onMeasure = jest.fn();
    render(<TryOnSizing sizing={tryOnSizing(measurement)} onMeasure={onMeasure} />);
    expect(screen.getByTestId('try-on-sizing')).toHaveTextContent(text);
    const measure = screen.queryByRole('button', { name: 'measure your PD for your true size' });
    expect(measure !== null).toBe(offered);
    // the PD tool opens in the try-on itself (docs/product.md#try-on-true-size)
    if (measure) await userEvent.click(measure);
    expect(onMeasure).toHaveBeenCalledTimes(offered ? 1 : 0);
  });
});
