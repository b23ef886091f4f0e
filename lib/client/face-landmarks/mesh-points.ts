/**
 * The face mesh's points that measuring reads (MediaPipe's canonical 468-point mesh, plus the
 * 10 iris points Human appends: 468–472 for the left iris, 473–477 for the right). "Right" and
 * "left" are the person's own, as the mesh is trained on pictures that are not mirrored: the
 * person's right eye is on the picture's left.
 */
export interface EyePoints {
  /** The iris: centre, then its edge points in the order right, top, left, bottom. */
  iris: readonly [number, number, number, number, number];
  /** The eyelids' middles and the eye's corners (outer, inner), for how open it is. */
  upperLid: number;
  lowerLid: number;
  outerCorner: number;
  innerCorner: number;
  /** The face's edge at the temple on this side, level with the eye. */
  temple: number;
}

export const MESH_POINTS = {
  right: {
    iris: [473, 474, 475, 476, 477],
    upperLid: 159,
    lowerLid: 145,
    outerCorner: 33,
    innerCorner: 133,
    temple: 127,
  },
  left: {
    iris: [468, 469, 470, 471, 472],
    upperLid: 386,
    lowerLid: 374,
    outerCorner: 263,
    innerCorner: 362,
    temple: 356,
  },
  /** Between the eyes at the top of the nose (the mesh's "midway between eyes"). */
  noseBridge: 168,
  /** The mesh with both irises: 468 + 2 × 5 points. */
  count: 478,
} as const satisfies { right: EyePoints; left: EyePoints; noseBridge: number; count: number };
