import { describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS, PONG_TIMEOUT_MS, RealtimeConnection, type SocketLike } from '../../app/realtime/connection';
import type { RealtimeEvent } from '../../contract/realtime';

/** A socket the test drives: it records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverSends(frame: unknown) {
    this.readyState = 1;
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(focused = true) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let now = 0;
  let nextId = 1;
  const events: RealtimeEvent[] = [];
  const onReady = vi.fn();
  const onSessionEnded = vi.fn();
  let isFocused = focused;
  const connection = new RealtimeConnection({
    url: () => 'ws://test/api/ws.php',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run, id: nextId++ };
      timers.push(timer);
      return timer.id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    random: () => 1,
    onEvent: (event) => events.push(event),
    onReady,
    onSessionEnded,
    isFocused: () => isFocused,
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.run();
    }
    now = until;
  };
  return {
    connection,
    sockets,
    events,
    onReady,
    onSessionEnded,
    advance,
    focus: (value: boolean) => {
      isFocused = value;
    },
  };
}

describe('RealtimeConnection: one socket per tab', () => {
  it('is ready after the server’s ready frame, reports focus, and hands events on', () => {
    const { connection, sockets, events, onReady } = setup();
    connection.start();
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(connection.status).toBe('connecting');
    sockets[0]!.serverSends({ type: 'ready' });
    expect(connection.status).toBe('ready');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(sockets[0]!.sent).toEqual([{ type: 'focus', focused: true }]);
    sockets[0]!.serverSends({ type: 'counts', unread_messages: 3 });
    sockets[0]!.serverSends({ type: 'nonsense' });
    sockets[0]!.serverSends('not json');
    expect(events).toEqual([{ type: 'counts', unread_messages: 3 }]);
  });

  it('reports a change of focus once', () => {
    const { connection, sockets, focus } = setup();
    connection.start();
    sockets[0]!.serverSends({ type: 'ready' });
    focus(false);
    connection.reportFocus();
    connection.reportFocus();
    expect(sockets[0]!.sent).toEqual([
      { type: 'focus', focused: true },
      { type: 'focus', focused: false },
    ]);
  });

  it('sends nothing before it is ready', () => {
    const { connection } = setup();
    connection.start();
    expect(connection.send({ type: 'typing', conversation_id: 1 })).toBe(false);
  });

  it('reconnects with growing delays after drops, and starts over once ready again', () => {
    const { connection, sockets, advance, onReady } = setup();
    connection.start();
    sockets[0]!.serverCloses(1006);
    advance(999);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006);
    advance(1_999);
    expect(sockets).toHaveLength(2);
    advance(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.serverSends({ type: 'ready' });
    expect(onReady).toHaveBeenCalledTimes(1);
    sockets[2]!.serverCloses(1001);
    advance(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect when the server ended the session', () => {
    const { connection, sockets, advance, onSessionEnded } = setup();
    connection.start();
    sockets[0]!.serverSends({ type: 'ready' });
    sockets[0]!.serverCloses(4401);
    advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.status).toBe('stopped');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('replaces a socket that stops answering pings', () => {
    const { connection, sockets, advance } = setup();
    connection.start();
    sockets[0]!.serverSends({ type: 'ready' });
    advance(PING_INTERVAL_MS);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0]!.serverSends({ type: 'pong' });
    advance(PONG_TIMEOUT_MS);
    expect(sockets).toHaveLength(1);
    advance(PING_INTERVAL_MS - PONG_TIMEOUT_MS + PONG_TIMEOUT_MS);
    expect(sockets[0]!.closedWith).toBe(4000);
    advance(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good on stop (logout): no reconnect, the socket closed', () => {
    const { connection, sockets, advance } = setup();
    connection.start();
    sockets[0]!.serverSends({ type: 'ready' });
    connection.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(connection.status).toBe('stopped');
    advance(120_000);
    expect(sockets).toHaveLength(1);
  });
});
