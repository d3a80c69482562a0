import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Section, SectionTitle } from './PageSection.styles';

export type PageSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The section's heading; it also names the section (a landmark region) for screen readers. */
  title: ReactNode;
  children?: ReactNode;
};

/** A titled part of a page (the packages, what each action costs …): an h2 that names its region. */
export function PageSection({ title, children, ...rest }: PageSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} {...rest}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </Section>
  );
}
