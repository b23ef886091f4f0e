import { MIN_SAMPLES } from '@/lib/shop/pd-measure';
import { PHOTO_VIEW_OFFSET, PHOTO_VIEW_SHARE, photoViews, viewRegion } from '@/lib/shop/photo-views';

// docs/product.md#pd-measure: a photo is read as 30 views, each cut a little differently.

describe('the views of a photo', () => {
  it('are as many as a PD needs, the same every time, and all different', () => {
    const views = photoViews();
    expect(views).toHaveLength(MIN_SAMPLES);
    expect(photoViews()).toEqual(views);
    expect(new Set(views.map((view) => JSON.stringify(view))).size).toBe(MIN_SAMPLES);
  });

  it.each(photoViews().map((view, index) => [index, view] as const))(
    'view %i stays inside the photo, within ±2 %% in size and ±1 %% in place',
    (_, view) => {
      expect(Math.abs(view.share - PHOTO_VIEW_SHARE.middle)).toBeLessThanOrEqual(
        PHOTO_VIEW_SHARE.swing + 1e-9,
      );
      const region = viewRegion(view, 640, 480);
      expect(region.left).toBeGreaterThanOrEqual(0);
      expect(region.top).toBeGreaterThanOrEqual(0);
      expect(region.left + region.width).toBeLessThanOrEqual(640);
      expect(region.top + region.height).toBeLessThanOrEqual(480);
      expect(Math.abs(region.left + region.width / 2 - 320)).toBeLessThanOrEqual(
        PHOTO_VIEW_OFFSET * 640 + 1e-9,
      );
      expect(region.width / region.height).toBeCloseTo(640 / 480, 9);
    },
  );
});
