import { rmSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { startSession } from '@/lib/server/domain/accounts/sessions';
import { database } from '@/lib/server/platform/db/database';
import { forgetPayPalTokens } from '@/lib/server/domain/payments/paypal-api';
import { startOperatorSession } from '@/lib/server/domain/staff/sessions';
import { callRoute } from '../support/call-route';
import {
  fromAddress,
  guestDevice,
  placedOrder,
  US_ADDRESS,
  useEnv,
  type PlacedOrder,
} from '../support/checkout-flow';
import { ALL_CALLS } from '@/lib/contract/calls';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { GET_CASES, postCases, type FuzzCase } from '../support/openapi-fuzz-cases';
import type { JsonSchema } from '../support/openapi-fuzz-samples';
import { startMockServer } from '../support/msw-server';
import { createOperator, type TestOperator } from '../support/operators';
import { useTestOutbox } from '../support/outbox';
import { createPayPalFake } from '../support/paypal-fake';
import { createStripeFake } from '../support/stripe-fake';

// Every call of /api/openapi.json, sent malformed JSON, bodies that are not objects, every declared
// field as a wrong type, deep nesting, huge strings and numbers, NUL bytes and prototype keys (GET
// calls: such query strings), as a guest, a signed-in shopper and a member of each console role,
// answers below HTTP 500 in the envelope {code, msg, data}. About 10,000 requests per identity (the
// count is logged); the failures name the call and the case.

type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type RouteModule = Partial<Record<'GET' | 'POST', (request: Request) => Promise<Response>>>;
type Answer = { status: number; type: string; text: string };
type Identity = {
  name: string;
  /** The console role the identity signs in with, or null for the shop's side. */
  role: StaffRole | null;
  headers: () => Promise<Record<string, string>>;
  /** Values the samples use for fields of these names (when they fit the field). */
  known: () => Record<string, string>;
};

// PayPal and Stripe stay offline: their calls reach the stateful fakes; any other outbound call is
// refused and fails the test (startMockServer).
const WEBHOOK_ID = 'WH-FAKE-FUZZ';
const server = setupServer(
  ...createPayPalFake({ webhookId: WEBHOOK_ID }).handlers,
  ...createStripeFake({ secretKey: 'sk_test_fuzz' }).handlers,
);
startMockServer(server);
let restoreEnv = () => {};
let outbox = '';
let fixture: PlacedOrder;
const members = new Map<StaffRole, TestOperator>();
let document: OpenApiDocument;

beforeAll(async () => {
  outbox = await useTestOutbox();
  restoreEnv = useEnv({
    PAYPAL_CLIENT_ID: 'fuzz-client-id',
    PAYPAL_CLIENT_SECRET: 'fuzz-client-secret',
    PAYPAL_ENV: 'sandbox',
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    STRIPE_SECRET_KEY: 'sk_test_fuzz',
    NEXT_PUBLIC_STRIPE_PK_TEST: 'pk_test_fuzz',
    PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  });
  fixture = await placedOrder();
  for (const role of ['owner', 'staff', 'catalog'] as const) members.set(role, await createOperator(role));
  document = (await callRoute('GET', '/api/openapi.json')).body as unknown as OpenApiDocument;
});

afterAll(() => {
  forgetPayPalTokens();
  restoreEnv();
  rmSync(path.dirname(outbox), { recursive: true, force: true });
});

// The samples name a seeded frame, a whole address, a prescription and a review's text, so the odd
// values get past those look-ups and rules to the code behind them.
const SHOP_SAMPLES = {
  code: 'OC1001',
  ...US_ADDRESS,
  od_sph: '-1.25',
  os_sph: '-1.00',
  text: 'Light frames that stay put all day, and the lenses are crisp.',
};

const identities: Identity[] = [
  {
    name: 'a guest',
    role: null,
    headers: async () => ({ ...guestDevice(), ...fromAddress() }),
    known: () => SHOP_SAMPLES,
  },
  {
    // A session of its own per call, so /api/user/logout ends only its own; the shopper's unpaid
    // order and its snapshot are the samples, so the order and payment calls get past their look-ups.
    name: 'a signed-in shopper',
    role: null,
    headers: async () => ({
      authorization: `Bearer ${await startSession(await database(), fixture.shopper.userId)}`,
      ...fromAddress(),
    }),
    known: () => ({
      ...SHOP_SAMPLES,
      orderNumber: fixture.order.orderNumber,
      snapshotId: fixture.snapshot.snapshotId,
    }),
  },
  // The operator console's calls answer the others code 3 before their modules run. A member of
  // each role gets past that to the modules of the calls the role opens (the owner: all of them)
  // and is refused the others with 403. A session per call, as signOut ends it.
  ...(['owner', 'staff', 'catalog'] as const).map((role): Identity => ({
    name: `a console member with the ${role} role`,
    role,
    headers: async () => ({
      authorization: `Bearer ${await startOperatorSession(await database(), memberOf(role).staffId)}`,
      ...fromAddress(),
    }),
    known: () => ({
      ...SHOP_SAMPLES,
      number: fixture.order.orderNumber,
      orderNumber: fixture.order.orderNumber,
    }),
  })),
];

function memberOf(role: StaffRole): TestOperator {
  const member = members.get(role);
  if (!member) throw new Error(`no ${role} member`);
  return member;
}

/** The roles each operator call lets in, by path. */
const rolesOfCall = new Map(ALL_CALLS.map((call) => [call.path as string, call.roles ?? []]));

/**
 * Whether an identity sends every case to a call or only a few: each sends every body to the calls
 * it may open, and a few to the others, which refuse it before reading its input (the adapter's
 * check, swept call by call in admin-access.test.ts); a shopper call takes a console token for
 * no one's (a guest, fuzzed in full as one).
 */
function opens(identity: Identity, callPath: string): boolean {
  if (!callPath.startsWith('/api/admin/')) return identity.role === null;
  if (identity.role === null) return false;
  // the console's own session calls (sign in, profile) are open to every member
  const roles = rolesOfCall.get(callPath) ?? [];
  return roles.length === 0 || roles.includes(identity.role);
}

/** The document's calls; those that end something (an order, the session) last. */
function callsOf(openApi: OpenApiDocument) {
  const ends = (callPath: string) => /\/(delete|logout)$/.test(callPath);
  return Object.entries(openApi.paths)
    .flatMap(([callPath, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        callPath,
        method: method.toUpperCase() as 'GET' | 'POST',
        schema: operation.requestBody?.content['application/json']?.schema ?? {},
      })),
    )
    .sort((a, b) => Number(ends(a.callPath)) - Number(ends(b.callPath)));
}

/** Each call's route module, imported once: ~35,000 requests go through these. */
const routes = new Map<string, Promise<RouteModule>>();
function routeOf(callPath: string): Promise<RouteModule> {
  let route = routes.get(callPath);
  if (!route) {
    route = import(`@/app${callPath}/route`) as Promise<RouteModule>;
    routes.set(callPath, route);
  }
  return route;
}

async function send(
  method: 'GET' | 'POST',
  callPath: string,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
): Promise<Answer> {
  const route = await routeOf(callPath);
  const handler = route[method];
  if (!handler) throw new Error(`${callPath} has no ${method} handler`);
  const requestHeaders = new Headers(headers);
  if (fuzzCase.contentType) requestHeaders.set('content-type', fuzzCase.contentType);
  else if (typeof fuzzCase.body === 'string') requestHeaders.set('content-type', 'application/json');
  const response = await handler(
    new Request(`http://shop.test${callPath}${fuzzCase.query ?? ''}`, {
      method,
      headers: requestHeaders,
      body: fuzzCase.body,
    }),
  );
  const type = response.headers.get('content-type') ?? '';
  // A stream call that accepted its input answers an event stream that never ends by itself: read
  // its headers and hang up, as a browser leaving the page does (docs/operating.md#live-chat).
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, text: '' };
  }
  return { status: response.status, type, text: await response.text() };
}

/** What is wrong with an answer, or null: below 500, and the envelope unless it is the image asked for. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status === 200 && answer.type === 'image/jpeg') return null;
  // the order list export answers a CSV file (its route documents it)
  if (answer.status === 200 && answer.type.startsWith('text/csv')) return null;
  // an order's invoice, packing slip or label downloads as a PDF file (docs/product.md#invoice-pdf)
  if (answer.status === 200 && answer.type.startsWith('application/pdf'))
    return answer.text.startsWith('%PDF-')
      ? null
      : `HTTP 200, a PDF that is not one: ${answer.text.slice(0, 40)}`;
  // the live chat's stream calls answer server-sent events once their input passed
  // (docs/operating.md#live-chat)
  if (answer.status === 200 && answer.type.startsWith('text/event-stream')) return null;
  // a saved prescription downloads as a FHIR file (docs/product.md#prescription-fhir)
  if (answer.status === 200 && answer.type.startsWith('application/fhir+json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `HTTP ${answer.status}, not JSON: ${answer.text.slice(0, 200)}`;
  }
  const { code, msg, data } = (body ?? {}) as { code?: unknown; msg?: unknown; data?: { fields?: object } };
  const isEnvelope =
    typeof body === 'object' &&
    body !== null &&
    typeof code === 'number' &&
    typeof msg === 'string' &&
    'data' in body;
  if (!isEnvelope) return `HTTP ${answer.status}, not the envelope: ${answer.text.slice(0, 200)}`;
  // invalid input names the fields at fault (data.fields)
  const named = Object.keys(data?.fields ?? {}).length;
  return code === 422 && named === 0 ? `code 422 naming no field: ${answer.text.slice(0, 200)}` : null;
}

const codeOf = (answer: Answer) => /^\{"code":(-?\d+)/.exec(answer.text)?.[1] ?? 'none';

describe('/api/openapi.json fuzzed, every answer below HTTP 500 in the envelope', () => {
  it.each(identities)(
    'as $name',
    async (identity) => {
      const calls = callsOf(document);
      // The document lists 91 calls; a walk that finds far fewer is broken, not passing.
      expect(calls.length).toBeGreaterThan(80);

      const failures: string[] = [];
      let sent = 0;
      let samplesPastValidation = 0;
      for (const { callPath, method, schema } of calls) {
        const allCases = method === 'GET' ? GET_CASES : postCases(schema, identity.known());
        const cases = opens(identity, callPath) ? allCases : allCases.slice(0, 3);
        const headers = await identity.headers();
        for (const fuzzCase of cases) {
          const answer = await send(method, callPath, fuzzCase, headers);
          sent += 1;
          if (fuzzCase.name === 'the sample body' && codeOf(answer) !== '422') samplesPastValidation += 1;
          const problem = problemOf(answer);
          if (problem)
            failures.push(`${method} ${callPath} as ${identity.name}, ${fuzzCase.name}: ${problem}`);
        }
        // Odd credentials: a bearer token of 5,000 characters and a device id of 500.
        const oddCredentials = {
          authorization: `Bearer ${'t'.repeat(5000)}`,
          'x-device-id': 'd'.repeat(500),
        };
        const answer = await send(method, callPath, cases[0] ?? { name: 'no case' }, oddCredentials);
        sent += 1;
        const problem = problemOf(answer);
        if (problem) failures.push(`${method} ${callPath}, odd credentials: ${problem}`);
      }
      console.log(
        `OpenAPI fuzz as ${identity.name}: ${sent} requests to ${calls.length} calls; ` +
          `${samplesPastValidation} sample bodies got past validation`,
      );
      expect(failures).toEqual([]);
      // A fuzz whose samples never pass validation only ever tests the schemas.
      expect(samplesPastValidation).toBeGreaterThan(calls.length / 2);
    },
    // the owner reaches every operator call's module: about 2 minutes alone, more on a busy machine
    // (just over 5 minutes once, beside two other workers on the slowest host yet)
    600_000,
  );
});
