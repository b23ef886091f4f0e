import { distancePdFromNear, PUPIL_TO_ROTATION_CENTRE_MM } from '@/lib/shop/pd-convergence';

// The near PD each distance PD reads at a viewing distance, worked out here from the eyes' exact
// geometry: each pupil swings in by 13.5 · sin θ, tan θ = (PD/2) / (D + 13.5).
const nearFromGeometry = (pd: number, distance: number) => {
  const theta = Math.atan(pd / 2 / (distance + 13.5));
  return pd - 2 * 13.5 * Math.sin(theta);
};

describe('docs/product.md#pd-measure: from near PD to distance PD', () => {
  it('turns about centres 13.5 mm behind the pupils', () => expect(PUPIL_TO_ROTATION_CENTRE_MM).toBe(13.5));

  it.each([
    [63, 400, 60.949],
    [63, 600, 61.616],
    [58, 400, 56.111],
    [70, 600, 68.462],
    [63, 300, 60.301],
  ])('a %i mm PD reads near at %i mm as %f mm, and is recovered', (pd, distance, near) => {
    expect(nearFromGeometry(pd, distance)).toBeCloseTo(near, 3);
    expect(distancePdFromNear(nearFromGeometry(pd, distance), distance)).toBeCloseTo(pd, 1);
  });

  it('reads 63 mm at 400 mm as about 61 mm near, as the docs say', () => {
    expect(distancePdFromNear(61, 400)).toBeCloseTo(63.06, 2);
    expect(distancePdFromNear(61, 600)).toBeCloseTo(62.37, 2);
  });
});
