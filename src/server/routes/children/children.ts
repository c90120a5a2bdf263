import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { childBody, noBody } from '../../../shared/api/accounts.ts';
import { idParam } from '../../../shared/api/public-queries.ts';
import { createChild, listChildren, readChild, removeChild, updateChild } from '../../domain/children/children.ts';
import { authenticate, signedInMember } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { presentChildren } from '../../presenters/child-presenter.ts';

const tags = ['children'];

/** `ddcChild/*`: a parent's children. Another member's child answers 404 (see domain/children). */
export const childRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', authenticate);

  app.get('/ddcChild/list', { schema: { tags, summary: "The signed-in parent's children" } }, async (request) =>
    success(presentChildren(await listChildren(app.db, signedInMember(request).id), request.language), request.language),
  );

  app.get(
    '/ddcChild/detail/:id',
    { schema: { tags, summary: 'One child of the signed-in parent', params: idParam } },
    async (request) => {
      const record = await readChild(app.db, signedInMember(request).id, request.params.id);
      return success(presentChildren(record, request.language)[0], request.language);
    },
  );

  app.post('/ddcChild/create', { schema: { tags, summary: 'Add a child', body: childBody } }, async (request) => {
    const record = await createChild(app.db, signedInMember(request).id, request.body, app.clock());
    return success(presentChildren(record, request.language)[0], request.language);
  });

  app.post(
    '/ddcChild/update/:id',
    { schema: { tags, summary: 'Replace a child’s fields', params: idParam, body: childBody } },
    async (request) => {
      const record = await updateChild(app.db, signedInMember(request).id, request.params.id, request.body, app.clock());
      return success(presentChildren(record, request.language)[0], request.language);
    },
  );

  app.post(
    '/ddcChild/delete/:id',
    { schema: { tags, summary: 'Remove a child; one with records, orders, bookings or cases is archived', params: idParam, body: noBody } },
    async (request) => {
      await removeChild(app.db, signedInMember(request), request.params.id, app.clock());
      return success(null, request.language);
    },
  );
};
