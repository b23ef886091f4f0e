import { File as NodeFile } from 'node:buffer';
import { http, type DefaultBodyType } from 'msw';
import type { AdminBanner, AdminPhotoWallEntry } from '@/lib/contract/calls/admin/content';
import { server, SHOP } from '../../client/api/api-test-server';

// The home banners and the photo wall as the console's content page hands them to their editors,
// and a recorder of the content calls the editors send.

export const BANNERS: AdminBanner[] = [
  {
    id: 11,
    title: 'Summer sale',
    subtitle: 'Up to 40% off frames',
    ctaLabel: 'Shop the sale',
    href: '/flash-sale',
    image: { url: '/uploads/banners/summer.webp', alt: 'Frames on a beach towel', uploaded: true },
    sort: 0,
    active: true,
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '2026-06-30T21:00:00.000Z',
    showing: true,
  },
  {
    id: 12,
    title: 'Blue light lenses',
    subtitle: '',
    ctaLabel: 'See the lenses',
    href: '/lenses/blue-light',
    image: { url: '/images/banners/blue-light.jpg', alt: 'A laptop screen at night', uploaded: false },
    sort: 1,
    active: true,
    startsAt: '2027-01-01T08:30:00.000Z',
    endsAt: null,
    showing: false,
  },
  {
    id: 13,
    title: 'Kids frames',
    subtitle: 'Tough and light',
    ctaLabel: 'For kids',
    href: '/kids',
    image: { url: '/uploads/banners/kids.webp', alt: 'Two children in bright frames', uploaded: true },
    sort: 2,
    active: false,
    startsAt: null,
    endsAt: null,
    showing: false,
  },
];

export const WALL: AdminPhotoWallEntry[] = [
  {
    id: 21,
    author: 'Ana P.',
    caption: 'Reading on the train',
    story: 'I wear them every day on my way to work.',
    image: { url: '/uploads/wall/ana.webp', alt: 'Ana in round tortoise frames', uploaded: true },
    productCode: 'OC1024',
    sort: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
  },
  {
    id: 22,
    author: 'Ben K.',
    caption: 'My first progressives',
    story: '',
    image: { url: '/uploads/wall/ben.webp', alt: 'Ben smiling in black frames', uploaded: true },
    productCode: null,
    sort: 1,
    createdAt: '2026-05-03T10:00:00.000Z',
  },
  {
    id: 23,
    author: 'Chloé R.',
    caption: 'A sunny afternoon',
    story: '',
    image: { url: '/uploads/wall/chloe.webp', alt: 'Chloé in cat-eye sunglasses', uploaded: true },
    productCode: 'OC2048',
    sort: 2,
    createdAt: '2026-05-04T10:00:00.000Z',
  },
];

/** One content call as the shop received it. */
export interface SentContentCall {
  call: string;
  body: Record<string, unknown>;
  multipart: boolean;
  authorization: string | null;
}

/**
 * Answers /api/admin/content/<call> with `reply` and records what was sent: a multipart body as its
 * fields (the image a File), a JSON body as it is.
 */
export function answers(
  sent: SentContentCall[],
  call: string,
  reply: () => Response | Promise<Response>,
): void {
  server.use(
    http.post<never, DefaultBodyType>(`${SHOP}/api/admin/content/${call}`, async ({ request }) => {
      const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
      const body = multipart
        ? Object.fromEntries((await request.formData()).entries())
        : ((await request.json()) as Record<string, unknown>);
      sent.push({ call, body, multipart, authorization: request.headers.get('authorization') });
      return reply();
    }),
  );
}

/** A picture as the file input hands it over (the fetch of this environment sends only Node's Files). */
export function picture(name = 'summer.jpg'): File {
  return new NodeFile(['not really a picture'], name, { type: 'image/jpeg' }) as unknown as File;
}

/** A sent body without its image, to compare the text fields. */
export function withoutFile(body: Record<string, unknown>): Record<string, unknown> {
  const { file: _file, ...rest } = body;
  return rest;
}
