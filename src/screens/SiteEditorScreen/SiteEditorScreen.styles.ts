import { styled } from 'styled-components';

export {
  ActionRow,
  CellActions,
  CheckboxColumns,
  EmptyState,
  FieldGrid,
  FieldGridWide,
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

/** Editor and preview side by side on wide screens; the preview goes under the editor on smaller ones. */
export const EditorGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
  }
`;

export const EditorForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const TabPanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
`;

export const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const DirtyText = styled.p<{ $dirty: boolean }>`
  margin: 0;
  color: ${({ $dirty, theme }) => ($dirty ? theme.color.onWarningSurface : theme.color.textMuted)};
  font-weight: ${({ $dirty, theme }) => ($dirty ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export const CostRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;

  & > :last-child {
    grid-column: 1 / -1;
    justify-self: start;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto;

    & > :last-child {
      grid-column: auto;
      margin-bottom: ${({ theme }) => theme.space[1]};
    }
  }
`;

export const CostList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PreviewRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.xl} {
    position: sticky;
    top: calc(${({ theme }) => theme.size.navHeight} + ${({ theme }) => theme.space[3]});
  }
`;

export const PreviewHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PreviewTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const PreviewNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A scaled-down window onto the site: laid out wider than it is drawn, so it looks like the real page. */
export const Miniature = styled.div`
  max-height: 36rem;
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  pointer-events: none;
  user-select: none;
`;

export const MiniatureSurface = styled.div`
  zoom: 0.5;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};

  & > p {
    margin: 0;
  }
`;
