import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, startServerProcess, killServerProcesses, troubleIn, dump, type ServerProcess } from './fault-support/process';
import { expectNothingLost, openDatabase, prepare, replaySends, startStream } from './fault-support/stream';

/**
 * Fault test (issue 9 part 6): the real server, a child process on a SQLite file, is killed with SIGKILL in the middle
 * of a stream of chat messages and credit purchases. Restarted on the same file, it has kept every request it
 * acknowledged exactly once, balances equal their ledgers, and the file passes `PRAGMA integrity_check`.
 */
describe('SIGKILL in the middle of messages and purchases (SQLite)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-sqlite-'));
  const file = path.join(dir, 'site.db');
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await killServerProcesses();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing it acknowledged and the file stays intact', async () => {
    const fixture = await prepare(file);
    const first = await startServerProcess({ databaseUrl: file });
    servers.push(first);
    let base = first.base;
    const stream = startStream(fixture, () => base);

    // Kill once the stream is well under way: messages from every member and a few completed purchases.
    await eventually(
      async () => (stream.record.messages.length >= 24 && stream.record.completed.length >= 2 ? true : undefined),
      'stream under way',
    );
    await first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const before = stream.record.messages.length;

    // The lanes meet a dead server for a moment (network errors), then the server comes back on the same file.
    const second = await startServerProcess({ databaseUrl: file, port: first.port });
    servers.push(second);
    base = second.base;
    await eventually(async () => (stream.record.messages.length >= before + 8 ? true : undefined), 'stream resumed after restart');
    await stream.stop();
    // The kill really cut requests off (they failed at the network level and were retried with their keys).
    expect(stream.record.networkErrors).toBeGreaterThan(0);
    await replaySends(second.base, fixture, stream.record);

    const { db, close } = openDatabase(file);
    try {
      await expectNothingLost(db, fixture, stream.record);
    } finally {
      await close();
    }
    expect(troubleIn(second.logs), dump(second.logs)).toEqual([]);

    await second.kill('SIGTERM');
    const sqlite = new SQLite(file, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    } finally {
      sqlite.close();
    }
  }, 300_000);
});
