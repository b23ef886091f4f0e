import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PdResult } from '@/components/fit/pd-tool/pd-result';
import { CONFIRM_MESSAGES } from '@/lib/shop/pd-confirm';
import type { PdMeasurement } from '@/lib/shop/pd-measure';

// The PD tool's result (docs/product.md#pd-measure, docs/product.md#face-fit): the PD to the half
// millimetre with its uncertainty, each eye's and how it was split, the ruler, the face width with
// the frame widths that fit, the optician's sentence when it applies, and "Use this PD".

const MEASURED: PdMeasurement = {
  ok: true,
  singleMm: 63.31,
  dualMm: { od: 31.87, os: 31.44 },
  dualFrom: 'bridge',
  uncertaintyMm: 2.734,
  samplesUsed: 34,
  ruler: 'iris',
  viewingDistanceMm: 412,
  faceWidthMm: 139.6,
};

describe('docs/product.md#pd-measure: the result', () => {
  it('shows the PD to the half millimetre, its uncertainty, each eye, the ruler and the face', () => {
    render(<PdResult measurement={MEASURED} optician={null} />);
    expect(screen.getByTestId('pd-result-single')).toHaveTextContent(/^63\.5 mm$/);
    expect(screen.getByTestId('pd-result-uncertainty')).toHaveTextContent('± 2.7 mm');
    expect(screen.getByTestId('pd-result-dual')).toHaveTextContent(
      'right 32 mm, left 31.5 mm: each eye measured to your nose bridge',
    );
    expect(screen.getByTestId('pd-result-ruler')).toHaveTextContent(
      'your irises (11.7 mm across on average), 34 frames',
    );
    // 139.6 mm: frames from 138 to 146 mm (face − 2 … + 6, whole millimetres)
    expect(screen.getByTestId('pd-result-face')).toHaveTextContent(
      '140 mm: frames 138 to 146 mm wide fit you',
    );
    expect(screen.queryByTestId('pd-result-optician')).not.toBeInTheDocument();
    // nothing takes the PD here (the try-on): no button to use it
    expect(screen.queryByRole('button', { name: 'Use this PD' })).not.toBeInTheDocument();
  });

  it('says when the PD was halved and when the card was the ruler', () => {
    render(<PdResult measurement={{ ...MEASURED, dualFrom: 'half', ruler: 'card' }} optician={null} />);
    expect(screen.getByTestId('pd-result-dual')).toHaveTextContent(
      'your PD halved: the nose bridge could not be placed well enough',
    );
    expect(screen.getByTestId('pd-result-ruler')).toHaveTextContent('your bank card (85.60 × 53.98 mm)');
  });

  it('shows the optician’s sentence it is given', () => {
    render(<PdResult measurement={MEASURED} optician={CONFIRM_MESSAGES.progressive} />);
    expect(screen.getByTestId('pd-result-optician')).toHaveTextContent(CONFIRM_MESSAGES.progressive);
  });

  it('hands the rounded PD and each eye’s to the caller', async () => {
    const onUse = jest.fn();
    render(<PdResult measurement={MEASURED} optician={null} onUse={onUse} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use this PD' }));
    expect(onUse).toHaveBeenCalledWith({ singleMm: 63.5, dualMm: { od: 32, os: 31.5 } });
  });
});
