import { describe, it, vi } from 'vitest';
import { DATABASES } from './harness';
import { FUZZ_TIMEOUT_MS, fuzzRuns, modelsOfGroup, useFuzzer, useFuzzServer } from './security-support/fuzz';

// Fuzzing checks input handling, not hashing: argon2 (~50 ms a call) is swapped for a fast stand-in here.
vi.mock('@node-rs/argon2', async () => (await import('./security-support/fake-argon2')).fakeArgon2);

/** SEC-25: likes, swipes, chat, complaints, notifications and push answer any input below 500, without internals (fast-check). */
describe.each(DATABASES)('fuzzing the social endpoints on %s', (kind) => {
  const server = useFuzzServer(kind);
  const fuzzer = useFuzzer(server);
  const runs = fuzzRuns(kind);

  it.each(modelsOfGroup('social').map((model) => [model.name, model] as const))(
    `%s: ${runs} generated requests, all answered below 500`,
    async (_name, model) => {
      await fuzzer.run(model, runs);
    },
    FUZZ_TIMEOUT_MS,
  );
});
