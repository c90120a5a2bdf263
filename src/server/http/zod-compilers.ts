import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Every schema is zod. Named as the compilers from the start, Fastify does not load Ajv and
 * fast-json-stringify (a good half second of every start) only to leave them unused. Fastify's
 * types describe those two libraries' factories, hence the cast.
 */
export const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
