import { z } from 'zod';
import { logger } from '../../platform/logger';
import { inSpan } from '../../platform/telemetry';
import { paypalApiBase, type PayPalSettings } from './paypal-settings';
import { forgetPayPalToken, paypalAccessToken } from './paypal-token';
import { PaymentProviderError, providerError } from './provider-error';

export interface PayPalCall {
  /** What the shop was doing, for the log. */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** PayPal-Request-Id: PayPal answers a repeated id with the first result instead of acting again. */
  requestId?: string;
}

export interface PayPalAnswer {
  status: number;
  body: unknown;
}

/** One deadline for a whole operation (token, retry and reconciling read included). */
export function paypalDeadline(settings: PayPalSettings): AbortSignal {
  return AbortSignal.timeout(settings.timeoutMs);
}

/**
 * Sends one REST call with a bearer token. A 401 means the cached token expired early: the call is
 * sent once more with a fresh token. 5xx, 429, network failures and the deadline become typed
 * failures; every other answer (2xx and 4xx) goes back to the caller, which knows what a 422 means.
 */
export function callPayPal(
  settings: PayPalSettings,
  call: PayPalCall,
  deadline: AbortSignal,
): Promise<PayPalAnswer> {
  return inSpan(`paypal ${call.operation}`, { 'oculo.provider': 'paypal' }, () =>
    answerOf(settings, call, deadline),
  );
}

async function answerOf(
  settings: PayPalSettings,
  call: PayPalCall,
  deadline: AbortSignal,
): Promise<PayPalAnswer> {
  try {
    let answer = await send(settings, call, deadline);
    if (answer.status === 401) {
      forgetPayPalToken(settings, answer.token);
      answer = await send(settings, call, deadline);
    }
    if (answer.status === 401 || answer.status === 429 || answer.status >= 500) {
      logger.warn(
        { provider: 'paypal', operation: call.operation, status: answer.status, debugId: answer.debugId },
        'PayPal could not serve the call',
      );
      throw providerError('paypal', 'unavailable', paypalIssue(answer.body) ?? `http_${answer.status}`);
    }
    return { status: answer.status, body: answer.body };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (deadline.aborted) {
      logger.warn({ provider: 'paypal', operation: call.operation }, 'PayPal did not answer in time');
      throw providerError('paypal', 'timeout');
    }
    logger.warn({ provider: 'paypal', operation: call.operation, err: error }, 'PayPal is unreachable');
    throw providerError('paypal', 'unavailable', 'network');
  }
}

async function send(
  settings: PayPalSettings,
  call: PayPalCall,
  deadline: AbortSignal,
): Promise<PayPalAnswer & { token: string; debugId: string | null }> {
  const token = await paypalAccessToken(settings, deadline);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
    // The full order in every answer, so a capture carries its amount without a second read.
    Prefer: 'return=representation',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.requestId) headers['PayPal-Request-Id'] = call.requestId;
  const response = await fetch(`${paypalApiBase(settings)}${call.path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: deadline,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, token, debugId: response.headers.get('paypal-debug-id') };
}

const errorAnswer = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

/** PayPal's reason for a refusal: details[0].issue (INSTRUMENT_DECLINED…), else the error name. */
export function paypalIssue(body: unknown): string | undefined {
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.details?.[0]?.issue ?? parsed.data.name ?? parsed.data.error;
}
