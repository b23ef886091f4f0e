/**
 * The frame fields of a plain round acetate frame, for tests that make products through the
 * console's calls and care about something other than the frame itself.
 */
export const SAMPLE_FRAME = {
  shape: 'round',
  material: 'acetate',
  rim: 'full-rim',
  gender: 'unisex',
  lensWidthMm: 50,
  bridgeMm: 20,
  templeMm: 145,
  lensHeightMm: 40,
  frameWidthMm: 135,
  weightG: 20,
  faceShapes: ['oval'],
  springHinges: false,
  nosePads: false,
  progressiveEligible: false,
};
