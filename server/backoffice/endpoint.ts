import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { StaffEndpointDef } from '../../contract/staff';
import { HttpError } from '../errors/http-error';
import { parseInput } from '../errors/validation';
import { ResponseContractError } from '../http/endpoint';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The `:name` parameters of a path, as positive integer ids. */
type PathIds<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathIds<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

export interface StaffEndpointContext<E extends StaffEndpointDef> {
  readonly ids: Record<PathIds<E['path']>, number>;
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

const ID = /^[1-9]\d{0,11}$/;

/**
 * Registers a back-office endpoint of the contract (PATCH allowed, unlike the member API): path ids are positive
 * integers (anything else is 404, like a missing row), query and body are parsed with the contract's schemas (400
 * `validation_failed` with field errors), and the answer is checked against the response schema before it leaves.
 * Put the role guard (`requireStaff`) in `options.preHandler`.
 */
export function registerStaffEndpoint<E extends StaffEndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: StaffEndpointContext<E>) => Promise<z.input<E['response']>>,
  options: RouteShorthandOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const ids: Record<string, number> = {};
      for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, string>)) {
        if (!ID.test(value)) throw new HttpError('not_found');
        ids[name] = Number(value);
      }
      const query = (endpoint.query ? parseInput(endpoint.query, request.query ?? {}) : undefined) as Output<E['query']>;
      const body = (endpoint.body ? parseInput(endpoint.body, request.body ?? {}) : undefined) as Output<E['body']>;
      const answer = await handler({ ids: ids as Record<PathIds<E['path']>, number>, query, body, request, reply });
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
