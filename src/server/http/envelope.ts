import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../shared/api/envelope.ts';
import { SUCCESS_CODE } from '../../shared/api/envelope.ts';
import { translate, type MessageKey } from './messages.ts';
import type { Language } from '../../shared/language.ts';

export function success<T>(data: T, language: Language, messageKey: MessageKey = 'ok'): Envelope<T> {
  return { code: SUCCESS_CODE, message: translate(messageKey, language), data };
}

export function sendError(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  const body: Envelope<unknown> = { code: status, message, data };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
