import type { PdMeasurement } from '@/lib/shop/pd-measure';
import type { Ruler } from '@/lib/shop/pd-sample';

// What the PD tool says (docs/product.md#pd-measure), in one place.

export const PD_TOOL_WORDS = {
  open: 'Measure my PD',
  title: 'Measure your PD',
  privacy:
    'Measured on this device: the camera’s picture never leaves it, and nothing is sent unless you save the PD into a prescription.',
  holdUp: 'Look at the screen, face the camera and hold still.',
  help: 'How to measure your PD',
  use: 'Use this PD',
  again: 'Measure again',
  photoLabel: 'Or use a photo of your face',
  photoHow:
    'A photo is read 30 times, each view cut a little differently, as the camera’s 30 frames are: a sharp photo, facing the camera from close, gives your PD.',
  photoReading: 'Reading your photo…',
  photoNoPd: (reason: string) => `No PD from this photo: ${reason}.`,
  /** How many readings measured the PD: the camera's frames, or the photo's views. */
  readings: {
    camera: (count: number) => `${count} frames`,
    photo: (count: number) => `${count} views of your photo`,
  },
  photoUnreadable: 'This file could not be opened as a picture. Please choose a JPEG, PNG or WebP photo.',
  split: {
    bridge: 'each eye measured to your nose bridge',
    half: 'your PD halved: the nose bridge could not be placed well enough',
  } satisfies Record<PdMeasurement['dualFrom'], string>,
  ruler: {
    iris: 'your irises (11.7 mm across on average)',
    card: 'your bank card (85.60 × 53.98 mm)',
  } satisfies Record<Ruler, string>,
} as const;

/** A length as the tool shows it: 63.5 mm, 139 mm. */
export const mm = (value: number, digits = 1) => `${Number(value.toFixed(digits))} mm`;
