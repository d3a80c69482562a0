import { styled } from 'styled-components';

export {
  EmptyState,
  Mono,
  Muted,
  SkeletonStack,
  StaffPageHeader as Header,
  StaffPageHeading as Heading,
  StaffPageLead as Lead,
  StaffPageRoot as ScreenRoot,
  StaffPageTitle as Title,
  StatusPill,
  Table,
  TableWrap,
} from '../../layout/StaffLayout/StaffPage.styles';

export const NicheCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The niche's primary and secondary colours side by side (decoration: the niche is named beside it). */
export const Swatch = styled.span`
  display: inline-flex;
  flex: none;
  overflow: hidden;
  width: 1.75rem;
  height: 1rem;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > span {
    flex: 1 1 50%;
  }
`;

export const DomainCell = styled.span`
  display: flex;
  flex-direction: column;

  & > span:first-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
