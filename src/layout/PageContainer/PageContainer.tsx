import type { HTMLAttributes, ReactNode } from 'react';
import { ContainerRoot } from './PageContainer.styles';

export type PageContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** A reading width for text pages and forms instead of the full container width. */
  narrow?: boolean;
  children?: ReactNode;
};

/** The page gutter and maximum width the navigation and footer use, for screens to align with them. */
export function PageContainer({ narrow = false, children, ...rest }: PageContainerProps) {
  return (
    <ContainerRoot $narrow={narrow} {...rest}>
      {children}
    </ContainerRoot>
  );
}
