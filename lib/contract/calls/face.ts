import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { listOf, rowId } from '../fields';

// docs/product.md#calls, other: /api/detectface/upload, /list, /delete — the try-on's saved faces,
// plus /image (one of the shop's own calls) to show one. docs/product.md#privacy: a face photo
// reaches the server only when the shopper saves it after a consent notice, stripped of its
// metadata by re-encoding, and only its owner (a guest's device until sign-in, then the account)
// can list, view or delete it.

/** The most faces one owner keeps; saving beyond it is refused with code 0. */
export const SAVED_FACES_MAX = 10;
/** The largest photo accepted, and its largest side in pixels (the cropper's max image side 2000). */
export const FACE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const FACE_IMAGE_MAX_SIDE = 2000;

export const FACE_CONSENT_MESSAGE = 'Please agree to the notice before saving your face.';

const FACE_ID = rowId();

/** The shopper's agreement to the notice: JSON true, or "true"/"1" from multipart form data. */
const consent = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value),
  z.literal(true, { error: FACE_CONSENT_MESSAGE }),
);

export const faceUploadInput = z.strictObject({
  /** JPEG, PNG or WebP (recognised by content), re-encoded as JPEG without metadata. */
  file: z
    .instanceof(File, { error: 'Choose a photo of your face.' })
    .refine((file) => file.size > 0, 'The photo is empty. Please choose another file.')
    .refine(
      (file) => file.size <= FACE_IMAGE_MAX_BYTES,
      `The photo must be ${FACE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
    ),
  consent,
});
export type FaceUploadInput = z.infer<typeof faceUploadInput>;

export const savedFaceSchema = z.object({
  id: z.number().int(),
  /** Pixels of the stored (upright, re-encoded) photo. */
  width: z.number().int(),
  height: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: the face is deleted automatically then (FACE_RETENTION_DAYS after saving). */
  expiresAt: z.string(),
});
export type SavedFace = z.infer<typeof savedFaceSchema>;

const faceId = z.strictObject({ id: FACE_ID });

const OWNER_NOTE =
  'A guest’s faces belong to the device (X-Device-Id) until sign-in, then move to the account. Another owner’s face answers 404, as an unknown one does (faces are private to their owner).';

export const detectFaceUploadCall = defineCall({
  method: 'POST',
  path: '/api/detectface/upload',
  tag: 'Try-on',
  summary: 'Saves a photo of the shopper’s face for the virtual try-on, after the consent notice.',
  description: `Multipart \`file\`: JPEG, PNG or WebP (recognised by content), at most ${FACE_IMAGE_MAX_BYTES / 1024 / 1024} MB and ${FACE_IMAGE_MAX_SIDE} px a side, stored privately as JPEG without its metadata (EXIF, GPS). \`consent\` must be true ("true" or "1" in form data), else 422 on \`consent\`. At most ${SAVED_FACES_MAX} saved faces (code 0 beyond). A saved face is deleted automatically after the shop's retention period (\`expiresAt\`). ${OWNER_NOTE}`,
  usesDeviceId: true,
  maxBodyBytes: FACE_IMAGE_MAX_BYTES + 256 * 1024,
  uploads: { files: 1, fileBytes: FACE_IMAGE_MAX_BYTES },
  input: faceUploadInput,
  output: savedFaceSchema,
});

export const detectFaceListCall = defineCall({
  method: 'POST',
  path: '/api/detectface/list',
  tag: 'Try-on',
  summary: 'The shopper’s saved faces, the newest first; an expired face is never listed.',
  description: OWNER_NOTE,
  usesDeviceId: true,
  input: noInput,
  output: listOf(savedFaceSchema),
});

export const detectFaceDeleteCall = defineCall({
  method: 'POST',
  path: '/api/detectface/delete',
  tag: 'Try-on',
  summary: 'Deletes one saved face (`{id}`) or all of them (`{all: true}`), with their files.',
  description: `Answers how many faces were removed. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.union([faceId, z.strictObject({ all: z.literal(true) })]),
  output: z.object({ deleted: z.number().int() }),
});

export const detectFaceImageCall = defineCall({
  method: 'POST',
  path: '/api/detectface/image',
  tag: 'Try-on',
  summary: 'The photo of a saved face (the try-on shows and uses it).',
  description: `Success answers the JPEG itself (content-type image/jpeg, private, not cached), not the envelope; failures answer the envelope as usual: 404 for an unknown or expired face or another owner's. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: faceId,
  output: z.unknown(),
});
