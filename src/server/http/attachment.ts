import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A private download (a receipt, a family's data): never cached, named for the reader's files. */
export function sendAttachment(reply: FastifyReply, fileName: string, mime: string, body: Buffer | Readable) {
  const safeName = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .type(mime)
    .send(body);
}

export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) => sendAttachment(reply, fileName, 'application/pdf', pdf);
