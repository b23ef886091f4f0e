import { and, eq } from 'drizzle-orm';
import { database, databaseUnavailable } from '@/lib/server/platform/db';
import { paymentEvents } from './tables';
import { logger } from '../../platform/logger';

// Provider webhooks: not calls of the storefront, so they answer plain HTTP statuses the provider
// understands (2xx: handled, 4xx: never send again, 5xx: send again later). What every webhook
// needs of the payments: its raw body within a limit, the events already handled (a redelivery
// changes nothing) and the answer when it fails on our side. Settling the order is the order
// payment flow's part.

const MAX_WEBHOOK_BYTES = 256 * 1024;

/** The raw body the signature is checked on, or null when it is too large to be an event. */
export async function webhookBody(request: Request): Promise<string | null> {
  const text = await request.text();
  return new TextEncoder().encode(text).byteLength > MAX_WEBHOOK_BYTES ? null : text;
}

/** Whether the provider's event was handled already. */
export async function webhookEventSeen(provider: string, eventId: string): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/** Remembers the handled event by its id. */
export async function rememberWebhookEvent(provider: string, eventId: string, type: string): Promise<void> {
  const db = await database();
  await db.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing();
}

/** A webhook's plain-text answer. */
export const webhookAnswer = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/**
 * A webhook that fails on our side answers without details, so the provider sends it again: 503
 * with Retry-After while the database is away, 500 for anything else.
 */
export function webhookRoute(handler: (request: Request) => Promise<Response>) {
  return async function handle(request: Request): Promise<Response> {
    try {
      return await handler(request);
    } catch (error) {
      const path = new URL(request.url).pathname;
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        logger.warn({ err: error, path }, 'webhook: database unavailable; answered 503');
        const answer = webhookAnswer(503, 'Please send this event again later.');
        answer.headers.set('retry-after', String(unavailable.retryAfter));
        return answer;
      }
      logger.error({ err: error, path }, 'webhook failed');
      return webhookAnswer(500, 'Please send this event again later.');
    }
  };
}
