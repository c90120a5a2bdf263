import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { zodCompilers } from './zod-compilers.ts';

export interface OpenApiDocument {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The OpenAPI document of `/api/docs/json`, made on its first request rather than at every start:
 * @fastify/swagger and the YAML library it loads cost a start some 60-90 ms of CPU, for a document
 * few ever ask for. The routes the app registered are registered again, schemas and all, on a
 * Fastify of their own that carries @fastify/swagger, which describes them as it would have.
 */
export function lazyOpenApiDocument(routes: readonly RouteOptions[]): () => Promise<OpenApiDocument> {
  let document: Promise<OpenApiDocument> | undefined;
  return () => {
    document ??= describeRoutes(routes).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  };
}

async function describeRoutes(routes: readonly RouteOptions[]): Promise<OpenApiDocument> {
  const [{ default: Fastify }, { default: swagger }] = await Promise.all([import('fastify'), import('@fastify/swagger')]);
  const describer = Fastify({ logger: false, schemaController: { compilersFactory: zodCompilers } });
  await describer.register(swagger, {
    openapi: { info: { title: 'Academy portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await describer.register(async (scope) => {
    // HEAD routes that Fastify added beside each GET come back the same way; swagger leaves them out.
    for (const route of routes) {
      if (route.method === 'HEAD') continue;
      scope.route({ method: route.method, url: route.url, schema: route.schema, config: route.config, constraints: route.constraints, handler: async () => null });
    }
  });
  await describer.ready();
  const described = describer.swagger() as OpenApiDocument;
  await describer.close();
  return described;
}
