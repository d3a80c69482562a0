import { describe, expect, it } from 'vitest';
import { useServer } from './harness';
import { fuzzModels, groupOf, modelNameOf, modelsOfServer, routeTable, UNMODELLED_ALLOWED_PREFIXES } from './security-support/models';

/**
 * The fuzzing covers every route the server registers (SEC-25): each route has a model (from the contract or
 * security-support/models.ts), or sits under an allow-listed prefix and is fuzzed generically; each model belongs
 * to exactly one fuzz file. A new route without a model fails here.
 */
describe('fuzz coverage of the route table', () => {
  const server = useServer('sqlite');

  it('reads the route table of the running server', () => {
    const routes = routeTable(server.app).map(modelNameOf);
    expect(routes).toContain('GET /api/user.php');
    expect(routes).toContain('POST /api/user.php?push=1');
    expect(routes).toContain('GET /media/photos/:id/:variant');
    expect(routes).toContain('POST /sandbox/checkout/:paymentId');
    expect(routes).toContain('GET /dev/outbox.json');
    expect(routes.length).toBeGreaterThanOrEqual(80);
  });

  it('has a fuzz model for every route, except the allow-listed prefixes', () => {
    const { missing, generic } = modelsOfServer(server.app);
    expect(missing.map(modelNameOf), 'routes without a fuzz model: describe them in security-support/models.ts').toEqual([]);
    for (const entry of generic) expect(UNMODELLED_ALLOWED_PREFIXES.some((prefix) => entry.path.startsWith(prefix))).toBe(true);
    if (generic.length > 0) console.info(`fuzzed generically (no model yet): ${generic.map(modelNameOf).join(', ')}`);
  });

  it('has no model for a route that does not exist (stale models)', () => {
    const registered = new Set(routeTable(server.app).map(modelNameOf));
    expect(fuzzModels().map((model) => model.name).filter((name) => !registered.has(name))).toEqual([]);
  });

  it('puts every model in one fuzz file', () => {
    const groups = new Map<string, number>();
    for (const model of fuzzModels()) groups.set(groupOf(model), (groups.get(groupOf(model)) ?? 0) + 1);
    expect([...groups.keys()].sort()).toEqual(['accounts', 'members', 'payments', 'site', 'social']);
    expect([...groups.values()].reduce((a, b) => a + b, 0)).toBe(fuzzModels().length);
  });
});
