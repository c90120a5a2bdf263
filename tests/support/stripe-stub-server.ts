import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that speaks the parts of Stripe's API the portal uses, so that the real
 * `stripe` SDK can be pointed at it (`STRIPE_API_URL`): creating, reading and expiring Checkout
 * Sessions (with Stripe's refusal to expire one that is no longer open), reading the payment intent
 * a session was paid with (with the way it was paid: card, Alipay, WeChat Pay), and creating refunds;
 * a POST sent again with the same `Idempotency-Key` gets the first answer again. Bodies are form-encoded as the SDK sends them and are decoded
 * into nested objects (`line_items[0][price_data][currency]`). Every request is recorded, and a
 * test can complete a session (as the payer would) and build the webhook event Stripe would send.
 */

export const STUB_SECRET_KEY = 'sk_test_stub_portal';
export const STUB_WEBHOOK_SECRET = 'whsec_stub_portal';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body. */
  body: FormValue;
  headers: IncomingMessage['headers'];
}

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

export interface StubSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string;
  amount_total: number;
  metadata: Record<string, string>;
  locale: string | null;
  expires_at: number;
  created: number;
  payment_intent: string | null;
  /** The ways the session offers (`allowed_payment_method_types`); cards when none were sent. */
  allowed_payment_method_types: string[];
  livemode: false;
}

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded' | 'failed';
  failure_reason?: string;
  currency: string;
  created: number;
}

export interface StripeStub {
  /** `http://127.0.0.1:<port>`, for `STRIPE_API_URL`. */
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StubSession>;
  refunds: StubRefund[];
  /** The requests to one method and path, e.g. `('POST', '/v1/checkout/sessions')`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** The payer paid, by one of the session's ways (a card by default): the session completes with a payment intent. */
  completeSession(id: string, paymentStatus?: StubSession['payment_status'], method?: string): StubSession;
  /** From now on, refunds are refused with this message, as Stripe refuses a disputed charge; null accepts them again. */
  refuseRefunds(message: string | null): void;
  /** From now on, expiring a session fails with a 500, as when Stripe has an outage; false mends it. */
  breakExpiries(broken: boolean): void;
  /** A refund that had succeeded fails later, and the `charge.refund.updated` event that says so. */
  failRefund(id: string, reason: string): { id: string; payload: string };
  /** A webhook event about a session, as Stripe would send it (a fresh id unless given). */
  sessionEvent(type: string, session: StubSession, eventId?: string): { id: string; payload: string };
  /** The `Stripe-Signature` header for a payload; `timestamp` in seconds, default now. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

export async function startStripeStub(): Promise<StripeStub> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  /** The way each payment intent was paid. */
  const paidMethods = new Map<string, string>();
  let refundRefusal: string | null = null;
  let expiriesBroken = false;
  /** Stripe answers a POST sent again with the same `Idempotency-Key` with its first answer. */
  const answered = new Map<string, [number, unknown]>();
  const now = () => Math.floor(Date.now() / 1000);

  const routes: { method: string; pattern: RegExp; handle(match: RegExpMatchArray, body: FormObject): [number, unknown] }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle(_, body) {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const items = (body.line_items as FormObject[] | undefined) ?? [];
        const amountTotal = items.reduce((total, item) => {
          const priceData = item.price_data as FormObject;
          return total + Number(priceData.unit_amount) * Number(item.quantity ?? 1);
        }, 0);
        const session: StubSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          mode: String(body.mode),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          client_reference_id: (body.client_reference_id as string | undefined) ?? null,
          customer_email: (body.customer_email as string | undefined) ?? null,
          currency: String((items[0]?.price_data as FormObject | undefined)?.currency ?? 'usd'),
          amount_total: amountTotal,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          locale: (body.locale as string | undefined) ?? null,
          expires_at: body.expires_at ? Number(body.expires_at) : now() + 24 * 3600,
          created: now(),
          payment_intent: null,
          allowed_payment_method_types: (body.allowed_payment_method_types as string[] | undefined) ?? ['card'],
          livemode: false,
        };
        sessions.set(id, session);
        return [200, session];
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      handle(match) {
        const session = sessions.get(match[1]);
        return session ? [200, session] : missing('checkout.session', match[1]);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
      handle(match) {
        if (expiriesBroken) return [500, { error: { type: 'api_error', message: 'An unknown error occurred' } }];
        const session = sessions.get(match[1]);
        if (!session) return missing('checkout.session', match[1]);
        if (session.status !== 'open') {
          return [
            400,
            stripeError(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`),
          ];
        }
        session.status = 'expired';
        session.url = null;
        return [200, session];
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([\w-]+)$/,
      handle(match, query) {
        const session = [...sessions.values()].find((candidate) => candidate.payment_intent === match[1]);
        if (!session) return missing('payment_intent', match[1]);
        const type = paidMethods.get(match[1]) ?? 'card';
        const paymentMethodId = `pm_${match[1].slice(3)}`;
        const expanded = ((query.expand as string[] | undefined) ?? []).includes('payment_method');
        return [
          200,
          {
            id: match[1],
            object: 'payment_intent',
            amount: session.amount_total,
            currency: session.currency,
            status: 'succeeded',
            payment_method_types: session.allowed_payment_method_types,
            payment_method: expanded ? { id: paymentMethodId, object: 'payment_method', type } : paymentMethodId,
          },
        ];
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle(_, body) {
        const paymentIntent = String(body.payment_intent ?? '');
        const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
        if (!session) return missing('payment_intent', paymentIntent);
        if (refundRefusal) return [400, { error: { type: 'invalid_request_error', code: 'charge_disputed', message: refundRefusal } }];
        const amount = body.amount === undefined ? session.amount_total : Number(body.amount);
        const refunded = refunds.filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
        if (amount + refunded > session.amount_total) {
          return [400, stripeError(`Refund amount (${amount}) is greater than unrefunded amount on charge`)];
        }
        const refund: StubRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          payment_intent: paymentIntent,
          status: 'succeeded',
          currency: session.currency,
          created: now(),
        };
        refunds.push(refund);
        return [200, refund];
      },
    },
  ];

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = decodeForm(request.method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body, headers: request.headers });
      if (request.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? answered.get(key) : undefined;
      if (replay) return send(response, replay[0], replay[1]);
      for (const route of routes) {
        const match = request.method === route.method ? url.pathname.match(route.pattern) : null;
        if (match) {
          const [status, answer] = route.handle(match, body as FormObject);
          // Stripe keeps the answers it gave, not its own failures, which a retry may mend.
          if (typeof key === 'string' && status < 500) answered.set(key, [status, answer]);
          return send(response, status, answer);
        }
      }
      return send(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function eventOf(type: string, object: StubSession | StubRefund, eventId = `evt_${randomBytes(12).toString('hex')}`) {
    const event = {
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...object } },
    };
    return { id: eventId, payload: JSON.stringify(event) };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    requestsTo(method, path) {
      return requests.filter(
        (request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      );
    },
    completeSession(id, paymentStatus = 'paid', method = 'card') {
      const session = sessions.get(id);
      if (!session) throw new Error(`no stub session ${id}`);
      if (!session.allowed_payment_method_types.includes(method)) throw new Error(`stub session ${id} does not offer ${method}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
      paidMethods.set(session.payment_intent, method);
      session.url = null;
      return session;
    },
    refuseRefunds(message) {
      refundRefusal = message;
    },
    breakExpiries(broken) {
      expiriesBroken = broken;
    },
    failRefund(id, reason) {
      const refund = refunds.find((candidate) => candidate.id === id);
      if (!refund) throw new Error(`no stub refund ${id}`);
      refund.status = 'failed';
      refund.failure_reason = reason;
      return eventOf('charge.refund.updated', refund);
    },
    sessionEvent(type, session, eventId) {
      return eventOf(type, session, eventId);
    },
    sign(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STUB_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** The environment that makes the app talk to this stub. */
export function stripeStubEnv(stub: Pick<StripeStub, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STUB_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    PUBLIC_URL: 'https://portal.example',
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(text);
}

function stripeError(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

function missing(kind: string, id: string): [number, unknown] {
  return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } }];
}

/** `a[b][0][c]=1&d=2` → `{a: {b: [{c: '1'}]}, d: '2'}`, the SDK's form encoding read back. */
export function decodeForm(text: string): FormValue {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: FormObject | FormValue[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as FormObject | FormValue[];
      }
    });
  }
  return root;
}
