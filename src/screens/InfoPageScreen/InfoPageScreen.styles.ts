import { styled } from 'styled-components';

export { PageLead as Lead } from '../../components/PageSection/PageSection.styles';

export const ScreenRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]} ${theme.space[7]}`};
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]} ${theme.space[8]}`};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 46rem;
  padding-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  /* Long single words ("Geschäftsbedingungen", "Käyttöehdot") must fit a phone's width. */
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: break-word;
  hyphens: auto;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

export const Version = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The contents beside the text from laptops up; above it on smaller screens. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(12rem, 16rem) minmax(0, 46rem);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`;

export const Toc = styled.nav`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.size.navHeight} + ${({ theme }) => theme.space[4]});
  }
`;

export const TocTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const TocList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** An in-page link: the browser scrolls to the section itself. */
export const Anchor = styled.a`
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  /* Clear of the sticky navigation when reached through a fragment. */
  scroll-margin-top: calc(${({ theme }) => theme.size.navHeight} + ${({ theme }) => theme.space[4]});

  & > p {
    margin: 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: break-word;
  hyphens: auto;
`;

export const BulletList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

export const LinkLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Company or contact details as label and value pairs. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.sm} {
    & > dt,
    & > dd {
      margin: 0;
      padding-block: ${({ theme }) => theme.space[1]};
    }
  }
`;

export const Question = styled.details`
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    min-height: ${({ theme }) => theme.size.touchTarget};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::after {
    content: '+';
    flex: none;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1;
  }
  &[open] > summary::after {
    content: '−';
  }
  & > summary:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};

  & > p {
    margin: 0;
  }
`;

export const QuestionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Related = styled.nav`
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
`;

export const RelatedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

export const SkeletonBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
`;
