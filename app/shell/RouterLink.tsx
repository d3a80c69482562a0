import type { Ref } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import type { LinkProps } from '../../src/components/Link';

/** Links that leave the SPA: other origins, mail, phone, downloads, new tabs. */
function isDocumentLink(href: string, target: string | undefined, download: unknown): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) || (target !== undefined && target !== '_self') || download !== undefined;
}

/** The design system's links, navigating client-side through React Router (src/ never imports the router). */
export function RouterLink({ href, ref, target, download, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  if (isDocumentLink(href, target, download)) return <a ref={ref} href={href} target={target} download={download} {...rest} />;
  return <RouterDomLink ref={ref} to={href} target={target} {...rest} />;
}
