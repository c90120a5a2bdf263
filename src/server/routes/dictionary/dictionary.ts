import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictQuery } from '../../../shared/api/public-queries.ts';
import { loadDictionary } from '../../domain/catalogue/dictionaries.ts';
import { publicReadOptions, sendPublicRead } from '../../http/public-read.ts';
import { presentDictionaryEntry } from '../../presenters/catalogue-presenter.ts';

export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sys/dict/sublist',
    { ...publicReadOptions, schema: { tags: ['public catalogue'], summary: 'The entries of a dictionary (current_grade)', querystring: dictQuery } },
    (request, reply) =>
      sendPublicRead(request, reply, async () =>
        (await loadDictionary(app.db, request.query.name)).map((entry) => presentDictionaryEntry(entry, request.language)),
      ),
  );
};
