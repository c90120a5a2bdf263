import type { FastifyReply } from 'fastify';

/** A private document as a download: never cached, named for the reader's files. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  const safeName = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .type('application/pdf')
    .send(pdf);
}
