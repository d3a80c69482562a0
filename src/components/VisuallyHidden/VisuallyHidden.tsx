import type { HTMLAttributes, ReactNode } from 'react';
import { HiddenRoot } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** The element to render; `span` fits inside any text or control. */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'label' | 'legend';
  /** Show the content while it (or something inside it) has focus, as a skip link does. */
  focusable?: boolean;
  children?: ReactNode;
};

/** Text for screen readers only: hidden from sight, kept in the accessibility tree. */
export function VisuallyHidden({ as = 'span', focusable = false, children, ...rest }: VisuallyHiddenProps) {
  return (
    <HiddenRoot as={as} $focusable={focusable} {...rest}>
      {children}
    </HiddenRoot>
  );
}
