import { styled } from 'styled-components';

export { PageLead as Lead, PageTitle as Title } from '../../components/PageSection/PageSection.styles';

export const ScreenRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]} ${theme.space[7]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]} ${theme.space[8]}`};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

export const AsideTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ContactList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Anchor = styled.a`
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Reference = styled.strong`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

export const Address = styled.strong`
  overflow-wrap: anywhere;
`;

export const SentText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 46rem;

  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

export const SentTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
