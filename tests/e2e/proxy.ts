import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A real reverse proxy from Debian's packages (nginx) in front of test server instances, as docs/DEPLOYMENT.md sets
 * it up for production: one balanced port over every instance, plus one port pinned to each instance so that a test
 * can choose which instance answers (a socket on one, a send on the other). The configuration is written into a
 * temporary folder (`-p` prefix, `daemon off`, error log, pid file and temp paths there) and nginx listens on free
 * loopback ports only.
 */

export interface ProxyUpstream {
  /** A short name (letters, digits, `_`): the pinned port's key and its upstream block's name. */
  readonly name: string;
  readonly port: number;
}

export interface ReverseProxy {
  /** The balanced port: round robin over every instance. */
  readonly port: number;
  /** A port per instance name, proxied to that instance only. */
  readonly pinned: Readonly<Record<string, number>>;
  /** The nginx configuration as written. */
  readonly config: string;
  /** nginx's error log so far (upstream failures are logged there). */
  errorLog(): string;
  /** One line per request: `status upstream_addr method uri`. */
  accessLog(): string;
  close(): Promise<void>;
}

/** The nginx binary, or null when it is not installed (`.ci/run` installs it with apt-get). */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

export interface NginxConfigOptions {
  /** The folder nginx runs in (`-p`): pid, logs and temp files go there. */
  readonly prefix: string;
  readonly listen: number;
  readonly upstreams: readonly ProxyUpstream[];
  /** Ports of the pinned servers, by upstream name. */
  readonly pinned?: Readonly<Record<string, number>>;
  /** The worker user when nginx starts as root (the workers write the temp folders). */
  readonly user?: string;
}

/**
 * The proxy settings every proxied location gets (docs/DEPLOYMENT.md shows the same for production):
 * - HTTP/1.1 with the `Upgrade` and `Connection` headers passed on, so the realtime WebSocket (`/api/ws.php`) works;
 * - the client's `Host` (the sites are chosen by host name, and the socket's Origin check compares with it), its
 *   address in `X-Forwarded-For` (replacing whatever the client sent: the instances run with TRUST_PROXY and believe
 *   it) and the scheme in `X-Forwarded-Proto`; the geo-IP country headers the instances trust behind a proxy are
 *   cleared, so a client cannot choose its country (a geo-IP module of the proxy would set X-Country-Code);
 * - `proxy_next_upstream error timeout http_503`: a request is tried on the next instance when the first could not be
 *   reached, or answered 503 (an instance that is shutting down answers 503 to what reaches it after SIGTERM). nginx
 *   never passes a POST on once it was sent (that would need `non_idempotent`, deliberately absent), so a send or a
 *   purchase is never carried out twice by the proxy; the client retries with its idempotency key.
 * - long read and send timeouts, so an idle WebSocket is not cut after nginx's default minute.
 */
const PROXY_SETTINGS = `
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Country-Code "";
      proxy_set_header CF-IPCountry "";
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 3600s;
      proxy_send_timeout 3600s;
      proxy_buffering off;
      client_max_body_size 20m;
      add_header X-Upstream $upstream_addr always;`;

/** The nginx configuration for `upstreams` behind one balanced port and, optionally, one pinned port each. */
export function nginxConfig(options: NginxConfigOptions): string {
  const { prefix } = options;
  // A refused connection takes an instance out for a second: a dead one costs each request one refused connect (then
  // the next instance answers), and a replacement on the same port is back in the rotation within a second.
  const serverLine = (port: number) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`;
  const upstreamBlocks = [
    `  upstream site_all {\n${options.upstreams.map((upstream) => serverLine(upstream.port)).join('\n')}\n  }`,
    ...options.upstreams.map((upstream) => `  upstream site_${upstream.name} {\n${serverLine(upstream.port)}\n  }`),
  ];
  const serverBlock = (port: number, upstream: string) =>
    `  server {\n    listen 127.0.0.1:${port};\n    location / {\n      proxy_pass http://${upstream};${PROXY_SETTINGS}\n    }\n  }`;
  const servers = [
    serverBlock(options.listen, 'site_all'),
    ...options.upstreams.flatMap((upstream) => {
      const port = options.pinned?.[upstream.name];
      return port === undefined ? [] : [serverBlock(port, `site_${upstream.name}`)];
    }),
  ];
  return `# Written by tests/e2e/proxy.ts
${options.user ? `user ${options.user};\n` : ''}daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {
  worker_connections 512;
}
http {
  log_format upstreams '$status $upstream_addr $request_method $request_uri';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  # "Connection: upgrade" only for a WebSocket handshake; plain requests keep "close" as nginx sends by default.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
${upstreamBlocks.join('\n')}
${servers.join('\n')}
}
`;
}

/** `count` distinct free loopback ports (all held open while choosing, so they differ). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      servers.push(server);
    }
    return servers.map((server) => {
      const address = server.address();
      if (typeof address !== 'object' || !address) throw new Error('no port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** A running nginx: its configuration, logs and how to stop it. */
export interface RunningNginx {
  readonly prefix: string;
  readonly config: string;
  errorLog(): string;
  accessLog(): string;
  close(): Promise<void>;
}

/**
 * Runs nginx with the configuration `configOf(prefix)` written into a new temporary prefix folder (which it should
 * use for its pid file, logs and temp paths) and resolves once it accepts connections on every one of `ports`.
 */
export async function runNginx(configOf: (prefix: string) => string, ports: readonly number[], options: { limitMs?: number } = {}): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx; .ci/run does)');
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'temp'));
  let config: string;
  try {
    config = configOf(prefix);
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  let output = '';
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // fast shutdown: the master ends its workers
      await exited;
    }
  };
  const until = Date.now() + (options.limitMs ?? 15_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = `${output}\n${read(join(prefix, 'error.log'))}`;
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx ended (${child.exitCode ?? child.signalCode}) before accepting connections:\n${log}`);
    }
    if ((await Promise.all(ports.map(accepts))).every(Boolean)) break;
    if (Date.now() > until) {
      await stop();
      const log = `${output}\n${read(join(prefix, 'error.log'))}`;
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not accept connections on ${ports.join(', ')} in time:\n${log}\n${config}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    prefix,
    config,
    errorLog: () => `${output}${read(join(prefix, 'error.log'))}`,
    accessLog: () => read(join(prefix, 'access.log')),
    close: async () => {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** As root, nginx's workers would run as `nobody` and could not write the temp folders of a root-owned 0700 folder. */
export const nginxUser = (): string | undefined => (process.getuid?.() === 0 ? 'root' : undefined);

/**
 * Starts nginx in front of `upstreams` (balanced port and a pinned port per upstream) and resolves once it accepts
 * connections on every port.
 */
export async function startNginx(upstreams: readonly ProxyUpstream[], options: { limitMs?: number } = {}): Promise<ReverseProxy> {
  for (const upstream of upstreams) if (!/^\w+$/.test(upstream.name)) throw new Error(`bad upstream name "${upstream.name}"`);
  const [listen, ...pinnedPorts] = await freePorts(1 + upstreams.length);
  const pinned = Object.fromEntries(upstreams.map((upstream, index) => [upstream.name, pinnedPorts[index]!]));
  const user = nginxUser();
  const nginx = await runNginx((prefix) => nginxConfig({ prefix, listen: listen!, upstreams, pinned, ...(user ? { user } : {}) }), [listen!, ...pinnedPorts], options);
  return { port: listen!, pinned, config: nginx.config, errorLog: nginx.errorLog, accessLog: nginx.accessLog, close: nginx.close };
}

export interface DeployProxy {
  /** The plain HTTP port (redirects to https). */
  readonly httpPort: number;
  /** The TLS port (a self-signed certificate for localhost). */
  readonly httpsPort: number;
  readonly nginx: RunningNginx;
  close(): Promise<void>;
}

/**
 * The shipped production configuration `deploy/nginx.conf` (docs/DEPLOYMENT.md, compose.yaml), run by Debian's nginx
 * with only what a test machine needs changed: loopback ports instead of 80 and 443, the instances' ports instead of
 * app1:3000 and app2:3000, a self-signed certificate (openssl) and the pid, logs and temp files in the prefix folder.
 * Each change must find its line, so a changed deploy/nginx.conf that the test no longer matches fails loudly.
 */
export async function startDeployNginx(instancePorts: readonly number[], file = resolve('deploy/nginx.conf')): Promise<DeployProxy> {
  const [httpPort, httpsPort] = await freePorts(2);
  const shipped = readFileSync(file, 'utf8');
  const user = nginxUser();
  const replace = (text: string, from: RegExp, to: string | ((match: string, ...groups: string[]) => string)) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    return text.replace(from, to as string);
  };
  const nginx = await runNginx((prefix) => {
    mkdirSync(join(prefix, 'certs'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(prefix, 'certs/privkey.pem'), '-out', join(prefix, 'certs/fullchain.pem')], { stdio: 'ignore' });
    let config = shipped;
    config = replace(config, /^worker_processes auto;/m, 'worker_processes 1;');
    config = replace(config, /worker_connections \d+;/, 'worker_connections 512;');
    config = replace(config, /^(\s*)server app(\d+):3000/gm, (_match, indent, index) => {
      const port = instancePorts[Number(index) - 1];
      if (port === undefined) throw new Error(`no instance for app${index}`);
      return `${indent}server 127.0.0.1:${port}`;
    });
    config = replace(config, /^(\s*)listen 80;/m, (_match, indent) => `${indent}listen 127.0.0.1:${httpPort};`);
    config = replace(config, /^(\s*)listen 443 ssl/m, (_match, indent) => `${indent}listen 127.0.0.1:${httpsPort} ssl`);
    config = replace(config, /\/etc\/nginx\/certs\//g, `${prefix}/certs/`);
    config = replace(
      config,
      /^http \{/m,
      `http {\n  access_log ${prefix}/access.log;\n  client_body_temp_path ${prefix}/temp/body;\n  proxy_temp_path ${prefix}/temp/proxy;\n` +
        `  fastcgi_temp_path ${prefix}/temp/fastcgi;\n  uwsgi_temp_path ${prefix}/temp/uwsgi;\n  scgi_temp_path ${prefix}/temp/scgi;`,
    );
    const open = /^\s*listen\s+(?!127\.0\.0\.1:)/m.exec(config);
    if (open) throw new Error(`deploy/nginx.conf: a listen line the test did not move to loopback: ${open[0]}`);
    return `${user ? `user ${user};\n` : ''}daemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\n${config}`;
  }, [httpPort!, httpsPort!]);
  return { httpPort: httpPort!, httpsPort: httpsPort!, nginx, close: nginx.close };
}
