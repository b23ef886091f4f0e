import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PdCardMarker } from '@/components/fit/pd-tool/pd-card-marker';
import type { CardCorners } from '@/lib/shop/face-sample';
import { CARD_MESSAGES, cardRuler, ID1_CARD_MM } from '@/lib/shop/pd-ruler';

// The card ruler (docs/product.md#pd-measure): four corners marked on a still frame; a card whose
// shape is not ID-1's is refused as tilted.

function still(width = 640, height = 480) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

describe('docs/product.md#pd-measure: marking the card', () => {
  // jsdom draws nothing: the still is only a size here
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('starts from an ID-1 outline and hands its corners over', async () => {
    const onCard = jest.fn<void, [CardCorners]>();
    render(<PdCardMarker still={still()} onCard={onCard} onCancel={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Measure with this card' }));
    const corners = onCard.mock.calls[0]?.[0];
    if (!corners) throw new Error('no card handed over');
    const ruler = cardRuler(corners);
    // 40 % of 640 px across: 85.6 mm over 256 px
    expect(ruler).toEqual({ ok: true, mmPerPx: expect.closeTo(ID1_CARD_MM.width / 256, 6) });
  });

  it('moves a corner with the arrow keys and refuses a card out of shape', async () => {
    const onCard = jest.fn();
    const user = userEvent.setup();
    render(<PdCardMarker still={still()} onCard={onCard} onCancel={jest.fn()} />);
    const corner = screen.getByRole('button', { name: /Card corner, bottom right/ });
    const before = corner.style.top;
    corner.focus();
    for (let step = 0; step < 15; step += 1) await user.keyboard('{ArrowDown}');
    expect(corner.style.top).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Measure with this card' }));
    expect(onCard).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_MESSAGES.tilted);
  });
});
