// "Like my current pair" (docs/product.md#like-my-pair): the three numbers printed inside a
// frame's arm (lens width, bridge, temple length in millimetres) find frames that will sit the
// same way. Makers print them as "52-18-140", "52□18 140" or "52 18 140".

export interface FrameNumbers {
  lensMm: number;
  bridgeMm: number;
  templeMm: number;
}

/** The ranges frames are made in, in millimetres: numbers outside them were misread. */
export const FRAME_NUMBER_RANGES = {
  lensMm: { min: 40, max: 62 },
  bridgeMm: { min: 12, max: 24 },
  templeMm: { min: 120, max: 155 },
} as const;

/** How close a frame's numbers must be to the shopper's pair to sit like it, in millimetres. */
export const LIKE_MY_PAIR_TOLERANCE_MM = { lensMm: 2, bridgeMm: 2, templeMm: 5 } as const;

export const FRAME_NUMBER_MESSAGES = {
  unread: 'Enter the three numbers printed inside the arm of your glasses, such as 52-18-140.',
  lensMm: 'The first number, the lens width, is between 40 and 62 mm.',
  bridgeMm: 'The second number, the bridge, is between 12 and 24 mm.',
  templeMm: 'The third number, the arm length, is between 120 and 155 mm.',
} as const;

export type FrameNumbersRead = { ok: true; numbers: FrameNumbers } | { ok: false; message: string };

// Three whole numbers, apart by spaces, dashes (any), the box sign, "x" or "/", with "mm" allowed at the end.
const NUMBERS = /^\s*(\d{1,3})\s*[-‐‑–—□◻☐x×/\s]\s*(\d{1,3})\s*[-‐‑–—□◻☐x×/\s]\s*(\d{1,3})\s*(?:mm)?\s*$/i;

/** The three numbers of a frame's arm, read and checked; the first one out of range is named. */
export function readFrameNumbers(text: string): FrameNumbersRead {
  const match = NUMBERS.exec(text);
  if (!match) return { ok: false, message: FRAME_NUMBER_MESSAGES.unread };
  const numbers: FrameNumbers = {
    lensMm: Number(match[1]),
    bridgeMm: Number(match[2]),
    templeMm: Number(match[3]),
  };
  for (const key of ['lensMm', 'bridgeMm', 'templeMm'] as const) {
    const range = FRAME_NUMBER_RANGES[key];
    if (numbers[key] < range.min || numbers[key] > range.max)
      return { ok: false, message: FRAME_NUMBER_MESSAGES[key] };
  }
  return { ok: true, numbers };
}

/** Whether a frame sits like the shopper's pair: lens and bridge within 2 mm, temple within 5 mm. */
export function likeMyPair(frame: FrameNumbers, mine: FrameNumbers): boolean {
  return (['lensMm', 'bridgeMm', 'templeMm'] as const).every(
    (key) => Math.abs(frame[key] - mine[key]) <= LIKE_MY_PAIR_TOLERANCE_MM[key],
  );
}
