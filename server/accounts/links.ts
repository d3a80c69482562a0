import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LINK_PATHS } from '../../contract/accounts';
import { normalizeHost } from '../sites/host';

/**
 * The origin mailed links point at. Never the raw Host header: a forged Host would otherwise put an attacker's domain
 * in a reset mail (host header injection). The request's own host is used only when it is the site's domain (so the
 * scheme and port are right in development); otherwise PUBLIC_URL, else the site's domain.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: URL | null): string {
  const domain = request.site.settings.domain;
  const host = request.host.toLowerCase();
  if (normalizeHost(host) === domain) return `${request.protocol}://${host}`;
  if (publicUrl) return publicUrl.origin;
  // *.localhost only resolves to this machine, so keeping the request's port there cannot point anywhere else.
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  const local = domain === 'localhost' || domain.endsWith('.localhost');
  return `${request.protocol}://${domain}${local && port ? `:${port}` : ''}`;
}

export type AccountLink = keyof typeof ACCOUNT_LINK_PATHS;

export function accountLink(origin: string, kind: AccountLink, token: string): string {
  const url = new URL(ACCOUNT_LINK_PATHS[kind], origin);
  url.searchParams.set('token', token);
  return url.toString();
}
