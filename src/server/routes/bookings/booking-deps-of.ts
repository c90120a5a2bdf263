import type { FastifyInstance } from 'fastify';
import type { BookingDeps } from '../../domain/bookings/booking-deps.ts';

/** The booking commands' dependencies for one request, at the clock's present time. */
export const bookingDepsOf = (app: FastifyInstance): BookingDeps => ({ db: app.db, env: app.env, now: app.clock() });
