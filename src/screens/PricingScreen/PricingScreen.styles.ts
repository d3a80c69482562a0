import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeaderRow as Header,
  PageHeaderText as HeaderText,
  PageLead as Lead,
  PageRootRoomy as ScreenRoot,
  PageTitleLarge as Title,
  Section,
  SectionTitle,
  SkeletonCard,
  SkeletonGrid,
} from '../../components/PageSection/PageSection.styles';

export const CostList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const CostItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const CostIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySurface};
  color: ${({ theme }) => theme.color.onPrimarySurface};
`;

export const CostText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const CostLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CostValue = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: start;
  }
  & thead th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & tbody tr + tr > * {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  & td:last-child,
  & th:last-child {
    text-align: end;
  }
  & tr[data-current] > * {
    background: ${({ theme }) => theme.color.primarySurface};
    color: ${({ theme }) => theme.color.onPrimarySurface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const YouTag = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
