import { Children, type ReactNode } from 'react';
import { WarningsStack } from './WarningsArea.styles';

export interface WarningsAreaProps {
  /** Alerts, most important first. Nothing is rendered when there are none. */
  children?: ReactNode;
}

/** The stack of alerts under the top navigation (SPEC §4 banners for a logged-in user). */
export function WarningsArea({ children }: WarningsAreaProps) {
  if (Children.toArray(children).length === 0) return null;
  return <WarningsStack data-warnings-area="">{children}</WarningsStack>;
}
