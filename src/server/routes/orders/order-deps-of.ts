import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderDeps } from '../../domain/orders/order-deps.ts';
import { academyToday } from '../../domain/orders/order-deps.ts';

/**
 * The order commands' dependencies for one request, at the clock's present time. Nothing is
 * taken from the request itself: its Host header is the caller's to choose.
 */
export function orderDepsOf(app: FastifyInstance, request: FastifyRequest): OrderDeps {
  return {
    db: app.db,
    env: app.env,
    provider: app.cardPayments,
    mailer: app.mailer,
    now: app.clock(),
    onSeatsChanged: () => app.publicCache.invalidate(),
    log: request.log,
  };
}

export const todayOf = (deps: OrderDeps) => academyToday(deps.env, deps.now);
