import { styled } from 'styled-components';

export {
  ActionRow,
  EmptyState,
  FieldGridWide as FilterGrid,
  Mono,
  Muted,
  Panel,
  SkeletonStack,
  StaffPageHeader as Header,
  StaffPageHeading as Heading,
  StaffPageLead as Lead,
  StaffPageRoot as ScreenRoot,
  StaffPageTitle as Title,
  Table,
  TableWrap,
} from '../../layout/StaffLayout/StaffPage.styles';

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ChangeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Before = styled.span`
  color: ${({ theme }) => theme.color.onDangerSurface};
  background: ${({ theme }) => theme.color.dangerSurface};
  text-decoration: line-through;
  overflow-wrap: anywhere;
`;

export const After = styled.span`
  color: ${({ theme }) => theme.color.onSuccessSurface};
  background: ${({ theme }) => theme.color.successSurface};
  overflow-wrap: anywhere;
`;

export const Details = styled.details`
  margin-top: ${({ theme }) => theme.space[2]};

  & > summary {
    color: ${({ theme }) => theme.color.link};
    cursor: pointer;
    text-decoration: underline;
  }
  & > pre {
    max-height: 20rem;
    margin: ${({ theme }) => `${theme.space[2]} 0 0`};
    padding: ${({ theme }) => theme.space[2]};
    overflow: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
