import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES } from '@/lib/shop/image-rules';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';
import { shopText } from './product-fields';

// The operator console's product photos: per colour, photos uploaded (JPEG, PNG
// or WebP, checked by their bytes), reordered, described (alt text) and deleted, and the try-on
// front image: a transparent picture of the frame that replaces the colour's drawing. Every stored
// image is re-encoded without metadata into responsive sizes (lib/server/platform/images).

const roles = rolesFor('catalog');

/** The most photos one colour keeps: a gallery, not an archive. */
export const PHOTOS_PER_COLOUR_MAX = 12;
export const PHOTO_ALT_MAX = 200;

/** Room for the largest file and the form's other fields; the file's own limit answers first. */
const UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

const imageFile = z
  .instanceof(File, { error: 'Choose an image file (JPEG, PNG or WebP).' })
  .refine((file) => file.size > 0, IMAGE_RULE_MESSAGES.empty)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES.tooLarge);

const altText = shopText('alt text', PHOTO_ALT_MAX, 0);

export const colourPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The stored sizes, for an <img srcset>. */
  srcSet: z.string().optional(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ColourPhoto = z.infer<typeof colourPhotoSchema>;

export const colourPhotosSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  /** In the order the product page shows them. */
  photos: z.array(colourPhotoSchema),
  /** The image the try-on puts on a face: an uploaded one, or the shop's drawing of the colour. */
  tryOn: colourPhotoSchema.extend({ uploaded: z.boolean() }).nullable(),
});
export type ColourPhotos = z.infer<typeof colourPhotosSchema>;

export const productPhotosSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The frame's width in mm, for the try-on preview; null for an accessory. */
  frameWidthMm: z.number().int().nullable(),
  colours: z.array(colourPhotosSchema),
});
export type ProductPhotos = z.infer<typeof productPhotosSchema>;

export const productPhotosListCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/list',
  tag: OPERATOR_TAG,
  summary: 'A product’s photos and try-on images, per colour.',
  access: 'operator',
  roles,
  input: z.strictObject({ productId: rowId() }),
  output: productPhotosSchema,
});

export const productPhotosAddCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/add',
  tag: OPERATOR_TAG,
  summary: 'Adds a photo to a colour, after its others.',
  description: `Multipart: \`file\` is a JPEG, PNG or WebP (recognised by its bytes, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB, at least 320 × 120 px); it is turned upright and stored without metadata in widths up to 1920 px as AVIF and WebP. \`alt\` describes it for shoppers who cannot see it. At most ${PHOTOS_PER_COLOUR_MAX} photos a colour. Answers the colour's photos.`,
  access: 'operator',
  roles,
  maxBodyBytes: UPLOAD_BODY_BYTES,
  uploads: { files: 1, fileBytes: IMAGE_MAX_BYTES },
  input: z.strictObject({ variantId: rowId(), file: imageFile, alt: altText.optional() }),
  output: colourPhotosSchema,
});

export const productPhotosReorderCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/reorder',
  tag: OPERATOR_TAG,
  summary: 'Puts a colour’s photos in a new order.',
  description: '`photoIds` lists every photo of the colour once, in the new order.',
  access: 'operator',
  roles,
  input: z.strictObject({ variantId: rowId(), photoIds: z.array(rowId()).min(1).max(PHOTOS_PER_COLOUR_MAX) }),
  output: colourPhotosSchema,
});

export const productPhotosSetAltCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/setAlt',
  tag: OPERATOR_TAG,
  summary: 'Changes a photo’s alt text (or the try-on image’s).',
  access: 'operator',
  roles,
  input: z.strictObject({ photoId: rowId(), alt: altText }),
  output: colourPhotosSchema,
});

export const productPhotosDeleteCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/delete',
  tag: OPERATOR_TAG,
  summary: 'Deletes a photo; its stored files go with it.',
  access: 'operator',
  roles,
  input: z.strictObject({ photoId: rowId() }),
  output: colourPhotosSchema,
});

export const productPhotosSetTryOnCall = defineCall({
  method: 'POST',
  path: '/api/admin/productPhotos/setTryOn',
  tag: OPERATOR_TAG,
  summary: 'Sets or replaces a colour’s try-on front image.',
  description:
    'Multipart: `file` is a PNG or WebP of the frame seen from the front on a transparent background (an image without transparency is refused), cropped to the frame: the try-on scales its width to the frame’s width. It replaces the colour’s drawing or earlier upload.',
  access: 'operator',
  roles,
  maxBodyBytes: UPLOAD_BODY_BYTES,
  uploads: { files: 1, fileBytes: IMAGE_MAX_BYTES },
  input: z.strictObject({ variantId: rowId(), file: imageFile }),
  output: colourPhotosSchema,
});

export const PRODUCT_PHOTO_CALLS: readonly CallContract[] = [
  productPhotosListCall,
  productPhotosAddCall,
  productPhotosReorderCall,
  productPhotosSetAltCall,
  productPhotosDeleteCall,
  productPhotosSetTryOnCall,
];
