import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FacePhotoPicker } from '@/components/try-on/face-photo-picker';
import { FrameBar } from '@/components/try-on/frame-bar';
import { SaveFace } from '@/components/try-on/save-face';
import { TryOnButton } from '@/components/try-on/try-on-button';
import { tabAfterKey, TryOnModeTabs, type TryOnMode } from '@/components/try-on/try-on-mode-tabs';
import type { TryOnFrame } from '@/components/try-on/use-try-on-frames';
import type { ProductDetail } from '@/lib/contract/calls/goods';

// The try-on's Photo / Camera / Saved faces tabs follow the WAI-ARIA tabs pattern, and the try-on's
// buttons are the shop's buttons.

function Tabs({ onChoose = jest.fn() }: { onChoose?: (mode: TryOnMode) => void }) {
  const [mode, setMode] = useState<TryOnMode>('photo');
  return (
    <>
      <TryOnModeTabs
        baseId="t"
        panelId="t-panel"
        mode={mode}
        onChoose={(next) => {
          onChoose(next);
          setMode(next);
        }}
      />
      <div id="t-panel" role="tabpanel" aria-labelledby={`t-tab-${mode}`} tabIndex={0}>
        {mode}
      </div>
    </>
  );
}

describe('the try-on tabs', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, undefined],
    ['a', 1, undefined],
  ])('%s from tab %i goes to %s', (key, from, to) => {
    expect(tabAfterKey(key, from, 3)).toBe(to);
  });

  it('are a tablist of tabs controlling a labelled tabpanel, the chosen one selected', () => {
    render(<Tabs />);
    const list = screen.getByRole('tablist', { name: 'Where your face comes from' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0] ?? null);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Photo', 'Camera', 'Saved faces']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', 't-panel');
    expect(screen.getByRole('tabpanel', { name: 'Photo' })).toBeInTheDocument();
  });

  it('are one Tab stop: the chosen tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('move focus with the arrow keys, Home and End, and choose with Enter or Space', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<Tabs onChoose={onChoose} />);
    screen.getByRole('tab', { name: 'Photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Camera' })).toHaveFocus();
    // arrowing past the camera does not start it
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Saved faces' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Saved faces' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('saved');
    expect(screen.getByRole('tab', { name: 'Saved faces' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Saved faces' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Photo' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Saved faces' })).toBeInTheDocument();
    await user.keyboard('{Home} ');
    expect(onChoose).toHaveBeenLastCalledWith('photo');
  });
});

describe('the try-on’s buttons are the shop’s buttons (.button, .button-secondary)', () => {
  const shopButton = (element: HTMLElement) => expect(element).toHaveClass('button');

  it('the entry on the product page and on cards', () => {
    render(
      <>
        <TryOnButton code="OC1001" productName="Aria" />
        <TryOnButton code="OC1001" productName="Aria" compact />
      </>,
    );
    for (const button of screen.getAllByTestId('try-on-open')) {
      shopButton(button);
      expect(button).toHaveClass('button-secondary');
    }
  });

  it('stepping to the previous and next frames', () => {
    const variant = {
      sku: 'OC1001-BLK',
      colorName: 'Black',
      colorFamily: 'black',
      colorHex: '#111111',
      lensTintHex: null,
      stock: 3,
      inStock: true,
      images: [],
    };
    const product = { code: 'OC1001', name: 'Aria', variants: [variant] } as unknown as ProductDetail;
    const frame: TryOnFrame = { product, variant, frontUrl: '/front.svg', widthMm: 138 };
    render(<FrameBar frame={frame} canStep onStep={jest.fn()} onColour={jest.fn()} onLeave={jest.fn()} />);
    for (const testId of ['try-on-previous', 'try-on-next']) {
      shopButton(screen.getByTestId(testId));
      expect(screen.getByTestId(testId)).toHaveClass('button-secondary');
    }
  });

  it('choosing a photo, saving a face and its consent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FacePhotoPicker onPicked={jest.fn()} />
        <SaveFace photo={async () => new Blob()} onSaved={jest.fn()} />
      </>,
    );
    shopButton(screen.getByText('Choose a photo of your face'));
    shopButton(screen.getByTestId('face-save'));
    await user.click(screen.getByTestId('face-save'));
    shopButton(screen.getByTestId('face-consent-save'));
    const notNow = screen.getByRole('button', { name: 'Not now' });
    shopButton(notNow);
    expect(notNow).toHaveClass('button-secondary');
  });
});
