import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/api';
import { errorCodes } from '../../contract/errors';
import { DATABASES, useServer } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking an untyped JSON document
type Json = Record<string, any>;

/** Every `$ref` in the document points at something that exists. */
function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

describe.each(DATABASES)('GET /api/openapi.json on %s', (kind) => {
  const server = useServer(kind);

  async function document(): Promise<Json> {
    const response = await server.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json();
  }

  it('is an OpenAPI 3.1 document with every contract endpoint', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation.operationId).toBe(name);
      expect(operation.summary).toBe(endpoint.summary);
      const schema = operation.responses['200'].content['application/json'].schema;
      expect(schema.type).toBe('object');
      expect(schema.properties).toBeDefined();
      expect(operation.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('describes response bodies from the contract schemas', async () => {
    const doc = await document();
    const settings = doc.paths['/api/settings.php'].get.responses['200'].content['application/json'].schema;
    expect(settings.required).toEqual(expect.arrayContaining(['settings', 'domain_language']));
    expect(settings.additionalProperties).toBe(false);
    expect(settings.properties.settings.properties.niche).toMatchObject({ type: 'integer', minimum: 1, maximum: 7 });
    const parameters = doc.paths['/api/settings.php'].get.parameters as Json[];
    expect(parameters.find((parameter) => parameter.name === 'domain')).toMatchObject({ in: 'query', required: false, schema: { type: 'string', maxLength: 253 } });
  });

  it('includes the error body with every error code', async () => {
    const doc = await document();
    const errorBody = doc.components.schemas.ErrorBody;
    expect(errorBody.required).toEqual(expect.arrayContaining(['error', 'status', 'message']));
    expect(errorBody.properties.error.enum).toEqual(errorCodes);
  });

  it('has only resolvable references and no embedded $schema', async () => {
    const doc = await document();
    for (const ref of collectRefs(doc)) expect(resolvePointer(doc, ref), ref).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });
});
