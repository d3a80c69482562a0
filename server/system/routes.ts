import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ENDPOINTS } from '../../contract/api';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { buildOpenApiDocument, OPENAPI_PATH } from '../openapi';

/** Health and the OpenAPI document. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, ENDPOINTS.health, async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      throw new HttpError('unavailable', { cause: error });
    }
    return { ok: true as const, db: app.dbDialect };
  });

  // Serialized once: the document is ~125 KB, and writing it out per request cost ~4 ms of CPU each time.
  const document = JSON.stringify(buildOpenApiDocument());
  app.get(OPENAPI_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}
