import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { cardProductOf } from '@/components/catalog/card-product';
import { FitVerdict } from '@/components/catalog/fit-verdict';
import { ProductGrid } from '@/components/catalog/product-grid';
import { FrameMeasurements } from '@/components/product/frame-measurements';
import { writeFitMeasurement } from '@/lib/client/fit-measurement';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { FIT_MEASUREMENT_KEY } from '@/lib/shop/frame-size-filters';
import { card } from './listing-fixtures';

// A frame's verdict from the face measured on this device (docs/product.md#face-fit): "Fits you"
// within the recommended range, "Narrow for you" below, "Wide for you" above; nothing without a
// measurement, for an accessory, or in the server's HTML (docs/product.md#client-state).

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

const MEASURED = {
  frameWidthMin: 134,
  frameWidthMax: 140,
  faceWidthMm: 136,
  measuredAt: '2026-12-01T10:00:00.000Z',
};
const measure = (value: unknown = MEASURED) =>
  window.localStorage.setItem(FIT_MEASUREMENT_KEY, JSON.stringify(value));

const FRAME: NonNullable<ProductDetail['frame']> = {
  shape: 'round',
  material: 'acetate',
  rim: 'full-rim',
  size: 'medium',
  gender: 'unisex',
  lensWidthMm: 50,
  bridgeMm: 20,
  templeMm: 145,
  lensHeightMm: 40,
  frameWidthMm: 137,
  weightG: 22,
  faceShapes: [],
  springHinges: false,
  nosePads: false,
  progressiveEligible: true,
};

beforeEach(() => window.localStorage.clear());

describe('the verdict', () => {
  it.each([
    ['below the range', 133, 'narrow', 'Narrow for you'],
    ['at its narrow end', 134, 'fits', 'Fits you'],
    ['within it', 137, 'fits', 'Fits you'],
    ['at its wide end', 140, 'fits', 'Fits you'],
    ['above it', 141, 'wide', 'Wide for you'],
  ])('a frame %s (%i mm) reads %s', (_case, frameWidthMm, verdict, words) => {
    measure();
    render(<FitVerdict frameWidthMm={frameWidthMm} />);
    const shown = screen.getByTestId('fit-verdict');
    expect(shown).toHaveTextContent(new RegExp(`^${words}$`));
    expect(shown).toHaveAttribute('data-fit', verdict);
  });

  it('shows nothing without a measurement on the device, or with one that is not a measurement', () => {
    const { container, rerender } = render(<FitVerdict frameWidthMm={137} withRange />);
    expect(container).toBeEmptyDOMElement();
    measure({ frameWidthMin: 'wide' });
    rerender(<FitVerdict frameWidthMm={138} withRange />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a product without a frame', () => {
    measure();
    const { container } = render(<FitVerdict frameWidthMm={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is never in the server’s HTML, measurement or not', () => {
    measure();
    expect(renderToString(<FitVerdict frameWidthMm={137} withRange />)).toBe('');
  });

  it('follows a measurement taken after the page was drawn', () => {
    render(<FitVerdict frameWidthMm={146} />);
    expect(screen.queryByTestId('fit-verdict')).not.toBeInTheDocument();
    act(() => {
      writeFitMeasurement({ ...MEASURED, frameWidthMin: 138, frameWidthMax: 146, faceWidthMm: 140 });
    });
    expect(screen.getByTestId('fit-verdict')).toHaveTextContent('Fits you');
  });
});

describe('on the frame’s page, beside its measurements', () => {
  it('says the verdict and the range the face fits', () => {
    measure();
    render(<FrameMeasurements frame={{ ...FRAME, frameWidthMm: 142 }} type="eyeglasses" />);
    expect(screen.getByTestId('fit-verdict')).toHaveTextContent(
      'Wide for you · your face fits frames 134–140 mm',
    );
  });

  it('says nothing of it without a measurement', () => {
    render(<FrameMeasurements frame={FRAME} type="sunglasses" />);
    expect(screen.getByTestId('frame-measurements')).not.toHaveTextContent(/for you|Fits you/);
  });
});

describe('on a listing’s card', () => {
  it('says the verdict for a frame, from the frame width the listing sends', () => {
    measure();
    render(<ProductGrid products={[cardProductOf({ ...card('OC1001'), frameWidthMm: 130 })]} />);
    expect(screen.getByTestId('fit-verdict')).toHaveTextContent(/^Narrow for you$/);
  });

  it('says nothing for an accessory', () => {
    measure();
    render(
      <ProductGrid
        products={[cardProductOf({ ...card('OC9001'), type: 'accessories', frameWidthMm: null })]}
      />,
    );
    expect(screen.queryByTestId('fit-verdict')).not.toBeInTheDocument();
  });
});
