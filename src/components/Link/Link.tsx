import type { AnchorHTMLAttributes, Ref } from 'react';
import { LinkAnchor } from './Link.styles';
import { safeRel, useLinkComponent } from './LinkProvider';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A text link in the theme's link colour, rendered through the app's router link when a `LinkProvider` supplies one. */
export function Link({ ref, target, rel, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const component = useLinkComponent();
  return <LinkAnchor as={component} ref={ref} target={target} rel={safeRel(target, rel)} {...rest} />;
}
