import {
  CARD_MESSAGES,
  cardRuler,
  focalLengthPx,
  ID1_CARD_MM,
  IRIS_DIAMETER_MM,
  irisMmPerPx,
  viewingDistanceMm,
} from '@/lib/shop/pd-ruler';
import type { CardCorners } from '@/lib/shop/face-sample';

const card = (widthPx: number, heightPx: number, turnDeg = 0, left = 100, top = 50): CardCorners => {
  const angle = (turnDeg * Math.PI) / 180;
  const at = (x: number, y: number) => ({
    x: left + x * Math.cos(angle) - y * Math.sin(angle),
    y: top + x * Math.sin(angle) + y * Math.cos(angle),
  });
  return {
    topLeft: at(0, 0),
    topRight: at(widthPx, 0),
    bottomRight: at(widthPx, heightPx),
    bottomLeft: at(0, heightPx),
  };
};

describe('docs/product.md#pd-measure: the iris ruler', () => {
  it('is the adult mean iris, 11.7 mm', () => expect(IRIS_DIAMETER_MM).toBe(11.7));

  it.each([
    [11.7, 1],
    [23.4, 0.5],
    [30, 0.39],
    [46.8, 0.25],
  ])('an iris of %f px makes %f mm per px', (px, mmPerPx) => {
    expect(irisMmPerPx(px)).toBeCloseTo(mmPerPx, 6);
  });
});

describe('docs/product.md#pd-measure: the card ruler', () => {
  it.each<[string, CardCorners, number]>([
    ['a card 856 px wide, square to the picture', card(856, 539.8), 0.1],
    ['a card 428 px wide', card(428, 269.9), 0.2],
    ['a card turned 20° in the picture', card(856, 539.8, 20), 0.1],
    ['a card 3 % off ID-1 proportions (within tolerance)', card(856, 524), (0.1 + 53.98 / 524) / 2],
  ])('%s', (_, corners, mmPerPx) => {
    expect(cardRuler(corners)).toEqual({ ok: true, mmPerPx: expect.closeTo(mmPerPx, 6) });
  });

  it.each<[string, CardCorners]>([
    ['tilted away: the short sides foreshortened', card(856, 400)],
    ['turned sideways: the long sides foreshortened', card(600, 539.8)],
    ['corners all at one point', card(0, 0)],
  ])('refuses a card %s', (_, corners) => {
    expect(cardRuler(corners)).toEqual({ ok: false, message: CARD_MESSAGES.tilted });
  });

  it('is ID-1: 85.60 × 53.98 mm', () => expect(ID1_CARD_MM).toEqual({ width: 85.6, height: 53.98 }));
});

describe('docs/product.md#pd-measure: the viewing distance from an assumed 63° camera', () => {
  it.each([
    [1280, 1044.4],
    [640, 522.2],
  ])('a picture %i px wide has a focal length of %f px', (width, focal) => {
    expect(focalLengthPx(width)).toBeCloseTo(focal, 0);
  });

  it.each([
    // an iris of 30.55 px at 1280 px wide is 400 mm away: 1044.4 × 11.7 / 30.55
    [11.7 / 30.55, 1280, 400],
    [11.7 / 20.37, 1280, 600],
    [11.7 / 15.27, 640, 400],
  ])('%f mm per px on a %i px picture is %i mm away', (mmPerPx, width, distance) => {
    expect(viewingDistanceMm(mmPerPx, width)).toBeCloseTo(distance, -0.5);
  });
});
