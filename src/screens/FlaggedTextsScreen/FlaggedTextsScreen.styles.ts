import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeaderRow as Header,
  PageHeaderText as HeaderText,
  PageLead as Lead,
  PageRoot as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

`;

export const ItemHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

export const ItemTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: ${({ theme }) => `${theme.space[1]} solid ${theme.color.warning}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  & mark {
    padding: 0 0.1em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.warningSurface};
    color: ${({ theme }) => theme.color.onWarningSurface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.warning};
    text-decoration-thickness: 2px;
  }
`;

export const Terms = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Term = styled.code`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.warning}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.onWarningSurface};
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > p {
    margin: 0;
  }
`;
