// From the PD the camera sees to the distance PD a prescription carries (docs/product.md#pd-measure).
//
// Looking at the screen, both eyes turn inwards to meet on it. Each eye turns about its centre of
// rotation, which sits about 13.5 mm behind the pupil, so the pupils swing towards the nose and
// read closer together than when looking far away. The distance PD is the centres' separation
// (looking far, each pupil sits straight in front of its centre). With the pupils D mm from the
// point looked at, the centres are D + 13.5 mm from it, and each line of sight crosses the pupil
// plane at a share D / (D + 13.5) of the way from that point to the centres' half-separation:
//
//   PD_near = PD_distance × D / (D + 13.5),  so  PD_distance = PD_near × (D + 13.5) / D.
//
// (Exactly, each pupil moves in by 13.5 · sin θ where tan θ = (PD/2) / (D + 13.5); the formula
// takes tan θ for sin θ, a difference under 0.01 mm at a screen's distance.)

/** From a pupil to its eye's centre of rotation, in millimetres (the textbook adult eye). */
export const PUPIL_TO_ROTATION_CENTRE_MM = 13.5;

/** The distance PD for a PD measured while looking at a point `viewingDistanceMm` from the pupils. */
export function distancePdFromNear(nearPdMm: number, viewingDistanceMm: number): number {
  return (nearPdMm * (viewingDistanceMm + PUPIL_TO_ROTATION_CENTRE_MM)) / viewingDistanceMm;
}
