import { describe, expect, it, vi } from 'vitest';
import { DATABASES, useServer } from './harness';
import { FUZZ_TIMEOUT_MS, fuzzRuns, modelsOfGroup, useFuzzer } from './security-support/fuzz';
import { fuzzModels, modelsOfServer } from './security-support/models';

// Fuzzing checks input handling, not hashing: argon2 (~50 ms a call) is swapped for a fast stand-in here.
vi.mock('@node-rs/argon2', async () => (await import('./security-support/fake-argon2')).fakeArgon2);

/**
 * SEC-25: pages, generated files, the realtime handshake, the development outbox and any route registered without a
 * model yet (allow-listed in security-support/models.ts, fuzzed with generic hostile input) answer below 500.
 */
describe.each(DATABASES)('fuzzing the site routes on %s', (kind) => {
  const server = useServer(kind);
  const fuzzer = useFuzzer(server);
  const runs = fuzzRuns(kind);

  it.each(modelsOfGroup('site').map((model) => [model.name, model] as const))(
    `%s: ${runs} generated requests, all answered below 500`,
    async (_name, model) => {
      await fuzzer.run(model, runs);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `routes without a model yet (allow-listed): ${runs} generated requests each, all answered below 500`,
    async () => {
      const described = new Set(fuzzModels().map((model) => model.name));
      const { models } = modelsOfServer(server.app);
      const generic = models.filter((model) => model.generic && !described.has(model.name));
      for (const model of generic) await fuzzer.run(model, runs);
      expect(generic.every((model) => model.generic)).toBe(true);
    },
    FUZZ_TIMEOUT_MS * 4,
  );
});
