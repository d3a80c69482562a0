import { z } from 'zod';
import { ENDPOINTS, type EndpointDef } from '../contract/api';
import { AUTH_COOKIE_NAME } from '../contract/constants';
import { errorBodySchema } from '../contract/errors';

type JsonSchema = Record<string, unknown>;

export const OPENAPI_PATH = '/api/openapi.json';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Query parameters from an object schema; a catch-all becomes one free-form `style: form` object parameter. */
function queryParameters(query: z.ZodType): JsonSchema[] {
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const parameters: JsonSchema[] = Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    parameters.push({
      name: 'params',
      in: 'query',
      required: false,
      description: 'Any further query parameters (for example tracking parameters), passed through as strings',
      style: 'form',
      explode: true,
      schema: { type: 'object', additionalProperties: extra },
    });
  }
  return parameters;
}

const errorResponse = {
  description: 'A contract error: `error` is the code, `message` is translated into the request language',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

function operation(name: string, endpoint: EndpointDef): JsonSchema {
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.query ? { parameters: queryParameters(endpoint.query) } : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    ...(endpoint.auth ? { security: [{ sessionCookie: [] }] } : {}),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } },
      default: errorResponse,
    },
  };
}

/** OpenAPI 3.1 document generated from contract ENDPOINTS (zod 4's JSON Schema output is draft 2020-12, as 3.1 uses). */
export function buildOpenApiDocument(endpoints: Record<string, EndpointDef> = ENDPOINTS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'White-label dating site API',
      version: '1',
      description:
        'Every call is answered for the site of the request host. Unsafe methods need the x-client-type header and a same-origin request.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE_NAME } },
    },
  };
}
