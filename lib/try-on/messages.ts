import type { FaceFinding } from './face-detection';

/** What the try-on tells the shopper when it cannot place the frame, in clear words. */
export const TRY_ON_MESSAGES = {
  noFace:
    'We could not find a face. Face the camera in good light, or use a photo where your face is clear and level.',
  severalFaces: (count: number) =>
    `We found ${count} faces. Use a photo with only your face, or ask the others to step out of the picture.`,
  cameraRefused:
    'The camera is blocked for this site. Allow the camera in your browser’s site settings, or upload a photo instead.',
  cameraMissing: 'We could not find a camera on this device. Upload a photo instead.',
  cameraBusy: 'The camera is in use by another app. Close it and try again, or upload a photo instead.',
  detectorFailed: 'The try-on could not start in this browser. Please reload the page and try again.',
  photoUnreadable: 'This file could not be opened as a picture. Please choose a JPEG, PNG or WebP photo.',
} as const;

/** The message for a finding, or null when a face was found. */
export function findingMessage(finding: FaceFinding): string | null {
  if (finding.kind === 'none') return TRY_ON_MESSAGES.noFace;
  if (finding.kind === 'several') return TRY_ON_MESSAGES.severalFaces(finding.count);
  return null;
}

/** The message for a failed camera request (getUserMedia's DOMException names). */
export function cameraMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return TRY_ON_MESSAGES.cameraRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return TRY_ON_MESSAGES.cameraMissing;
  if (name === 'NotReadableError' || name === 'AbortError') return TRY_ON_MESSAGES.cameraBusy;
  return TRY_ON_MESSAGES.cameraRefused;
}
