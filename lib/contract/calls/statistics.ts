import { z } from 'zod';
import { defineCall } from '../call';

export const SITE_EVENT_TYPES = ['page_view', 'click'] as const;

export const STATISTICS_MAX_EVENTS = 20;
/** Events one network address may report in a minute, and in an hour. */
export const STATISTICS_EVENTS_PER_ADDRESS_MINUTE = 300;
export const STATISTICS_EVENTS_PER_ADDRESS_HOUR = 3000;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** PostgreSQL text cannot hold NUL, and no honest path or label has control characters. */
const printable = (value: string) =>
  !Array.from(value).some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const label = (max: number) =>
  optional(z.string().trim().max(max).refine(printable, 'Remove the control characters.'));

/** A path of this site: "/details/OC1024?color=BLK", never "//elsewhere.com" or a full address. */
const sitePath = z
  .string()
  .max(300, 'Keep the path under 300 characters.')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Give a path of this site, starting with /.')
  .refine(printable, 'Remove the control characters.');

export const siteEventSchema = z.strictObject({
  type: z.enum(SITE_EVENT_TYPES, { error: 'The type is page_view or click.' }),
  path: sitePath,
  /** What was clicked, e.g. add-to-cart. */
  target: label(120),
  referrer: label(300),
});
export type SiteEvent = z.infer<typeof siteEventSchema>;

export const statisticsCall = defineCall({
  method: 'POST',
  path: '/api/other/statistics',
  tag: 'Other',
  summary: 'Stores page views and clicks reported by the storefront.',
  description: `1–${STATISTICS_MAX_EVENTS} events a call. Kept with the device id when one is sent and the server's time, for the shop's retention period (STATISTICS_RETENTION_DAYS, default 90); no IP address is stored. One network address may report ${STATISTICS_EVENTS_PER_ADDRESS_MINUTE} events a minute and ${STATISTICS_EVENTS_PER_ADDRESS_HOUR} an hour; beyond, 429 with data.retryAfter.`,
  usesDeviceId: true,
  input: z.strictObject({
    events: z
      .array(siteEventSchema)
      .min(1, 'Send at least one event.')
      .max(STATISTICS_MAX_EVENTS, `Send at most ${STATISTICS_MAX_EVENTS} events a call.`),
  }),
  output: z.object({ stored: z.number().int() }),
});
