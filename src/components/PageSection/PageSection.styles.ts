import { styled } from 'styled-components';

/*
 * The page scaffolding the credit, premium and payment screens share: a page root (wide for package grids, narrow for
 * forms and results), its header, title and lead, titled sections, panels, empty states, skeletons and action rows.
 * Each screen's styles file re-exports what it uses under its own names and keeps only what is its own.
 */

/** A screen as wide as the site's container (package grids, the checkout with its order summary). */
export const PageRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

/** A wide screen of several sections: more room between them from tablets up. */
export const PageRootRoomy = styled(PageRoot)`
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** A screen at a reading width (forms, a list, a result). */
export const PageRootNarrow = styled(PageRoot)`
  max-width: ${({ theme }) => theme.size.modalWidth.lg};
`;

/** Back link, title and lead, stacked. */
export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Title and lead beside something of the member's own (a balance), wrapping under it on small screens. */
export const PageHeaderRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PageHeaderText = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** The title of a page that sells: display size from tablets up. */
export const PageTitleLarge = styled(PageTitle)`
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

export const PageLead = styled.p`
  margin: 0;
  max-width: 40em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** Stand-ins for package cards while they load: the same columns as the package grid. */
export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/** Stand-ins for rows while they load. */
export const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Nothing to show yet: an icon, a line and usually a way on. */
export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
    max-width: 32em;
  }
  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Side panels (discount code, premium teaser, return policy): one column on phones, two from tablets up. */
export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
`;

/** The buttons of a form or a step: stacked on phones, in a row (primary first) from small tablets up. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row-reverse;
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;
