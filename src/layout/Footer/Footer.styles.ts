import { styled } from 'styled-components';
import { Link } from '../../components/Link';

export const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.color.footerBackground};
  color: ${({ theme }) => theme.color.onFooter};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Strokes drawn over a filled part of an icon use the footer's own background. */
  --footer-mark-contrast: ${({ theme }) => theme.color.footerBackground};
`;

export const FooterInner = styled.div`
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[5]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]} ${theme.space[5]}`};
  }
`;

export const FooterTop = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 2fr) minmax(0, 1.3fr);
  }
`;

export const BrandBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const FooterBrand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.onFooter};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: anywhere;
`;

export const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.footerMuted};
  max-width: 32ch;
`;

export const FooterNav = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const LinkGroup = styled.div`
  min-width: 0;
`;

export const GroupHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.onFooter};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const footerLinkStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2rem;
  padding: 0.25rem 0;
  line-height: 1.35;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

export const FooterLink = styled(Link)`
  ${footerLinkStyles}
  color: ${({ theme }) => theme.color.onFooter};

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.onFooter};
  }
`;

/** mailto: and tel: links stay plain anchors: they are not routes. */
export const FooterAnchor = styled.a<{ $underline?: boolean }>`
  ${footerLinkStyles}
  color: ${({ theme }) => theme.color.onFooter};
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: ${({ $underline }) => ($underline ? 'underline' : 'none')};
  text-underline-offset: 0.15em;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.onFooter}`};
    outline-offset: 2px;
  }
`;

export const ContactBlock = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

export const ContactList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  align-items: baseline;
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    color: ${({ theme }) => theme.color.footerMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const CompanyAddress = styled.address`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-style: normal;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  strong {
    display: block;
    color: ${({ theme }) => theme.color.onFooter};
  }
`;

export const CompanyFacts = styled.dl`
  margin: 0;

  div {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  dt {
    display: inline;
    color: ${({ theme }) => theme.color.footerMuted};
  }

  dt::after {
    content: ': ';
  }

  dd {
    display: inline;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Divider = styled.hr`
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[5]}`};
  border: 0;
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.onFooter} 22%, transparent);
`;

export const DisclaimerSlot = styled.div`
  color: ${({ theme }) => theme.color.footerMuted};
`;

export const UsNotice = styled.p`
  margin: ${({ theme }) => `${theme.space[5]} 0 0`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.onFooter} 30%, transparent);
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.onFooter};
  font-size: ${({ theme }) => theme.font.size.xs};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const FooterBottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.footerMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const PrivacyChoicesMark = styled.svg`
  flex: none;
  width: 1.875rem;
  height: 0.875rem;
`;
