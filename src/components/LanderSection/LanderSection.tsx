import { useId, type ReactNode } from 'react';
import { SectionHeader, SectionInner, SectionLead, SectionRoot, SectionTitle } from './LanderSection.styles';

export const LANDER_SECTION_TONES = ['plain', 'alt'] as const;
export type LanderSectionTone = (typeof LANDER_SECTION_TONES)[number];

export interface LanderSectionProps {
  /** The section's h2. */
  title: string;
  lead?: string;
  /** `alt` sets the section on the alternate surface, to separate neighbours. */
  tone?: LanderSectionTone;
  /** Centres the heading (the content lays itself out). */
  centered?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A titled band of a landing or home page, in the page width. */
export function LanderSection({ title, lead, tone = 'plain', centered = false, children, className }: LanderSectionProps) {
  const titleId = useId();
  return (
    <SectionRoot aria-labelledby={titleId} $tone={tone} className={className}>
      <SectionInner>
        <SectionHeader $centered={centered}>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          {lead ? <SectionLead>{lead}</SectionLead> : null}
        </SectionHeader>
        {children}
      </SectionInner>
    </SectionRoot>
  );
}
