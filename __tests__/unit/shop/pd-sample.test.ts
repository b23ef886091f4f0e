import { sampleMmPerPx } from '@/lib/shop/pd-sample';
import { IRIS_DIAMETER_MM } from '@/lib/shop/pd-ruler';
import { syntheticSample } from './face-sample-fixtures';

// docs/product.md#pd-measure: the iris ruler reads the larger iris, the one nearer its true width.

const face = syntheticSample();
const narrowed = (od: number, os: number) => ({
  ...face,
  iris: {
    od: { ...face.iris.od, diameterPx: face.iris.od.diameterPx * od },
    os: { ...face.iris.os, diameterPx: face.iris.os.diameterPx * os },
  },
});

describe('the iris ruler of one frame', () => {
  const trueMmPerPx = IRIS_DIAMETER_MM / face.iris.od.diameterPx;
  it.each([
    ['both irises read their width', narrowed(1, 1)],
    ['the left iris reads 10 % narrow (the head turned)', narrowed(1, 0.9)],
    ['the right iris reads 15 % narrow (a lid over it)', narrowed(0.85, 1)],
  ])('%s: the larger gives the scale', (_, sample) => {
    expect(sampleMmPerPx(sample, 'iris')).toBeCloseTo(trueMmPerPx, 10);
  });

  it('is null for the card when the frame shows none', () => {
    expect(sampleMmPerPx(face, 'card')).toBeNull();
  });
});
