import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeaderRow as Header,
  PageHeaderText as HeaderText,
  PageLead as Lead,
  PageRootRoomy as ScreenRoot,
  PageTitleLarge as Title,
  Panel,
  PanelGrid as Extras,
} from '../../components/PageSection/PageSection.styles';

export const Balance = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
