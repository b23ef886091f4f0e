import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { imageSchema, listOf, rowId } from '../fields';
import { productCardSchema } from './goods';

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  href: z.string(),
  image: imageSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const hotSearchWordSchema = z.object({ id: z.number().int(), word: z.string() });
export type HotSearchWord = z.infer<typeof hotSearchWordSchema>;

export const photoWallEntrySchema = z.object({
  id: z.number().int(),
  author: z.string(),
  caption: z.string(),
  image: imageSchema,
  productCode: z.string().nullable(),
});
export type PhotoWallEntry = z.infer<typeof photoWallEntrySchema>;

export const photoWallDetailSchema = photoWallEntrySchema.extend({
  story: z.string(),
  createdAt: z.string(),
  product: productCardSchema.nullable(),
});
export type PhotoWallDetail = z.infer<typeof photoWallDetailSchema>;

export const bannerCall = defineCall({
  method: 'GET',
  path: '/api/other/banner',
  tag: 'Home content',
  summary: 'The home-page banners, in display order.',
  input: noInput,
  output: listOf(bannerSchema),
});

export const hotSearchWordsCall = defineCall({
  method: 'GET',
  path: '/api/other/hotSearchWords',
  tag: 'Home content',
  summary: 'Words suggested under the search box.',
  input: noInput,
  output: listOf(hotSearchWordSchema),
});

export const photoWallCall = defineCall({
  method: 'GET',
  path: '/api/other/photoWall',
  tag: 'Home content',
  summary: "Shoppers' photos wearing their frames.",
  input: noInput,
  output: listOf(photoWallEntrySchema),
});

export const photoWallInfoCall = defineCall({
  method: 'POST',
  path: '/api/other/photoWallInfo',
  tag: 'Home content',
  summary: 'One photo-wall entry with its story and the frame worn.',
  description: 'Answers code 404 for an unknown id.',
  input: z.strictObject({ id: rowId() }),
  output: photoWallDetailSchema,
});
