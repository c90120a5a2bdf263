import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database, Db } from './db/database.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installAuthentication } from './http/auth.ts';
import { createMailer, type Mailer } from './adapters/mail/mailer.ts';
import { createFileStorage } from './adapters/storage/create-file-storage.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import { createBytesInFlight, type BytesInFlight } from './domain/files/bytes-in-flight.ts';
import { installLanguage } from './http/language.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { acceptEmptyJsonBody } from './http/empty-json-body.ts';
import { PublicCache } from './http/public-cache.ts';
import { ANSWER_ENCODINGS, COMPRESSION_THRESHOLD_BYTES } from './http/answer-encoding.ts';
import { sendError } from './http/envelope.ts';
import { translate } from './http/messages.ts';
import { apiRoutes } from './routes/api-routes.ts';
import type { CardPaymentProvider } from './adapters/payment/card-payment-provider.ts';
import { createCardPaymentProvider } from './adapters/payment/create-card-payment-provider.ts';
import { sweepCourseMoves } from './domain/class-sizes/course-moves.ts';
import { startPortalSweeps } from './domain/maintenance/portal-sweeps.ts';
import { sharePublicCacheInvalidations } from './http/public-cache-sync.ts';
import { OneLineRequestLog } from './http/request-log.ts';
import { requestLoggerOf } from './http/request-logger.ts';
import { zodCompilers } from './http/zod-compilers.ts';
import { installNotificationDelivery } from './http/notification-delivery.ts';
import { lazyOpenApiDocument, type OpenApiDocument } from './http/openapi-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    publicCache: PublicCache;
    clock: Clock;
    mailer: Mailer;
    fileStorage: FileStorage;
    /** Upload bytes being received now, bound in all and per address. */
    uploadsInFlight: BytesInFlight;
    cardPayments: CardPaymentProvider;
    /** The API's OpenAPI document, made on the first call. */
    openApiDocument(): Promise<OpenApiDocument>;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** A pino logger; silent when absent. */
  logger?: FastifyBaseLogger;
  /** Registers the web app (static files and server rendering); absent in API-only tests. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** The domain's time; tests pass a clock they move by hand. */
  clock?: Clock;
  mailer?: Mailer;
  fileStorage?: FileStorage;
  cardPayments?: CardPaymentProvider;
  /** Told of every route as it is registered; the test of the back office's roles walks them all. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export async function buildApp({ env, database, logger, web, clock, mailer, fileStorage, cardPayments, onRoute }: AppOptions) {
  const requestLog = new OneLineRequestLog(logger);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger, childLoggerFactory: requestLoggerOf } : { logger: false }),
    logController: requestLog,
    schemaController: { compilersFactory: zodCompilers },
    bodyLimit: 1024 * 1024,
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('publicCache', new PublicCache({ ttlMs: env.PUBLIC_CACHE_SECONDS * 1000, maxBytes: env.PUBLIC_CACHE_MAX_MB * 1024 * 1024 }));
  app.decorate('clock', clock ?? systemClock);
  app.decorate('mailer', mailer ?? createMailer(env));
  app.decorate('fileStorage', fileStorage ?? (await createFileStorage(env)));
  app.decorate('uploadsInFlight', createBytesInFlight({ total: env.UPLOAD_BYTES_IN_FLIGHT, perAddress: env.UPLOAD_BYTES_IN_FLIGHT_PER_ADDRESS }));
  app.decorate('cardPayments', cardPayments ?? (await createCardPaymentProvider(env)));

  if (database.broadcast) {
    const stopSharing = await sharePublicCacheInvalidations(app.publicCache, database.broadcast, (error) =>
      app.log.warn({ err: error }, 'could not tell the other instances to empty their caches'),
    );
    app.addHook('onClose', stopSharing);
  }

  requestLog.attachTo(app);
  installLanguage(app);
  acceptEmptyJsonBody(app);
  installAuthentication(app);
  installErrorHandling(app);
  installNotificationDelivery(app);

  installSecurityHeaders(app);
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: [...ANSWER_ENCODINGS] });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('openApiDocument', lazyOpenApiDocument(routes));

  await app.register(apiRoutes, { prefix: '/api' });

  // Unpaid holds run out, entitlements fall due and old rows pile up without a request; tests
  // call the sweeps themselves with a manual clock.
  if (env.NODE_ENV !== 'test') {
    let stopSweeps: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopSweeps = startPortalSweeps({
        database,
        clock: app.clock,
        timeZone: env.ACADEMY_TIME_ZONE,
        fileStorage: app.fileStorage,
        cardPayments: app.cardPayments,
        intervalSeconds: env.MAINTENANCE_INTERVAL_SECONDS,
        waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
        onSeatsChanged: () => app.publicCache.invalidate(),
        deliverNotifications: app.deliverNotifications,
        sweepCourseMoves: () =>
          sweepCourseMoves({
            db: database.db,
            env,
            provider: app.cardPayments,
            mailer: app.mailer,
            now: app.clock(),
            onSeatsChanged: () => app.publicCache.invalidate(),
            log: app.log,
          }),
        log: app.log,
      });
    });
    app.addHook('onClose', async () => stopSweeps?.());
  }
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, translate('routeNotFound', request.language)),
  );

  if (web) await web(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
