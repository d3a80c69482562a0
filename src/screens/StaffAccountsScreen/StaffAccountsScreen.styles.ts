import { styled } from 'styled-components';

export {
  ActionRow,
  CellActions,
  CheckboxColumns,
  EmptyState,
  FieldGrid,
  Fieldset,
  FullRow,
  Mono,
  Muted,
  Panel,
  PanelTitle,
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

export const Password = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

export const PasswordBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const NameCell = styled.span`
  display: flex;
  flex-direction: column;

  & > span:first-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const ModalForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
