import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from './harness';
import { fuzzModels, groupOf, modelNameOf, modelsOfServer, routeTable, type FuzzGroup } from './security-support/models';

/**
 * The fuzzing covers every route the server registers (SEC-25): each route in Fastify's route table has a model (from
 * the contract or security-support/models.ts), and each model belongs to exactly one fuzz file. A new route without a
 * model fails here.
 */

const GROUPS: readonly FuzzGroup[] = ['accounts', 'members', 'payments', 'site', 'social', 'staff'];

describe('fuzz coverage of the route table', () => {
  const server = useServer('sqlite');

  it('reads the route table of the running server', () => {
    const routes = routeTable(server.app).map(modelNameOf);
    expect(routes).toContain('GET /api/user.php');
    expect(routes).toContain('POST /api/user.php?push=1');
    expect(routes).toContain('GET /media/photos/:id/:variant');
    expect(routes).toContain('POST /sandbox/checkout/:paymentId');
    expect(routes).toContain('GET /dev/outbox.json');
    expect(routes).toContain('PATCH /api/staff/sites/:id/packages/:pid');
    expect(routes.length).toBeGreaterThanOrEqual(120);
  });

  it('has a fuzz model for every route', () => {
    const { models, missing } = modelsOfServer(server.app);
    expect(missing.map(modelNameOf), 'routes without a fuzz model: describe them in security-support/models.ts').toEqual([]);
    expect(models.length).toBe(new Set(routeTable(server.app).map(modelNameOf)).size);
  });

  it('has no model for a route that does not exist (stale models)', () => {
    const registered = new Set(routeTable(server.app).map(modelNameOf));
    expect(fuzzModels().map((model) => model.name).filter((name) => !registered.has(name))).toEqual([]);
  });

  it('puts every model in one fuzz file, and every group has its file', () => {
    const groups = new Map<string, number>();
    for (const model of fuzzModels()) groups.set(groupOf(model), (groups.get(groupOf(model)) ?? 0) + 1);
    expect([...groups.keys()].sort()).toEqual([...GROUPS]);
    expect([...groups.values()].reduce((a, b) => a + b, 0)).toBe(fuzzModels().length);
    for (const group of GROUPS) expect(existsSync(path.join(import.meta.dirname, `security-fuzz-${group}.test.ts`)), group).toBe(true);
  });
});
