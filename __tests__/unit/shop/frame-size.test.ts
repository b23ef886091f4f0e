import { frameSizeFromWidth } from '@/lib/shop/frame-attributes';

// The seed sizes frames with this rule, listings filter on it and the size guide states it.
describe('frame size from the frame width', () => {
  it.each([
    [112, 'narrow'],
    [129, 'narrow'],
    [130, 'medium'],
    [139, 'medium'],
    [140, 'wide'],
    [152, 'wide'],
  ])('%i mm → %s', (width, size) => {
    expect(frameSizeFromWidth(width)).toBe(size);
  });
});
