import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/api';
import { HttpError } from '../errors/http-error';
import { parseInput } from '../errors/validation';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointContext<E extends EndpointDef> {
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDef> = (context: EndpointContext<E>) => Promise<z.input<E['response']>>;

/** The answer broke its own contract: a server bug, answered as a 500 and logged with the zod issues. */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * Registers a contract endpoint: the query and body are parsed with the contract schemas (400 validation_failed
 * on failure), and the answer is parsed with the response schema before it is sent, so it can never drift from the
 * contract. Endpoints without a query schema ignore the query string (cache busters and the like).
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteShorthandOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const query = (endpoint.query ? parseInput(endpoint.query, request.query ?? {}) : undefined) as Output<E['query']>;
      const body = (endpoint.body ? parseInput(endpoint.body, request.body ?? {}) : undefined) as Output<E['body']>;
      const answer = await handler({ query, body, request, reply });
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new HttpError('internal', {
          cause: new ResponseContractError(`${endpoint.method} ${endpoint.path}: ${JSON.stringify(checked.error.issues)}`),
        });
      }
      return checked.data;
    },
  });
}
