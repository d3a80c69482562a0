import { css, styled } from 'styled-components';

/*
 * Page scaffolding shared by the back-office screens: a page root, its header, panels, data tables that become
 * stacked cards on phones, definition rows and action rows. Each screen's styles file re-exports what it uses.
 */

export const StaffPageRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
`;

export const StaffPageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StaffPageHeading = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StaffPageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  overflow-wrap: anywhere;
`;

export const StaffPageLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 48em;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldGridWide = styled(FieldGrid)`
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A field that spans the whole grid row. */
export const FullRow = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const CheckboxColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

export const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
  }
`;

export const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The same cell text on every row size: a small label before it on phones (from `data-label`). */
const stackedCell = css`
  display: grid;
  grid-template-columns: minmax(6.5rem, 35%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  border: 0;

  &::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-label='']::before {
    content: none;
  }
  &[data-label=''] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const TableWrap = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    overflow-x: auto;
    border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * A data table with real table semantics. Below the lg breakpoint every row is a card and every cell shows its
 * column name (give each `td` a `data-label`), so nothing scrolls sideways on a phone.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > caption {
    padding: ${({ theme }) => `0 0 ${theme.space[2]}`};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: start;
  }

  th,
  td {
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  /* Phones and tablets: every row a card. */
  & > caption {
    display: block;
  }
  &,
  & > tbody,
  & > tbody > tr {
    display: block;
  }
  & > thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & > tbody > tr {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  & > tbody > tr > td,
  & > tbody > tr > th {
    ${stackedCell}
  }

  ${({ theme }) => theme.media.lg} {
    display: table;
    & > thead {
      position: static;
      display: table-header-group;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }
    & > tbody {
      display: table-row-group;
    }
    & > tbody > tr {
      display: table-row;
      margin: 0;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: transparent;
    }
    & > tbody > tr > td,
    & > tbody > tr > th {
      display: table-cell;
    }
    & > tbody > tr > td::before,
    & > tbody > tr > th::before {
      content: none;
    }
    & > caption {
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
      border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    }
    & > caption {
      display: table-caption;
    }
    & > thead > tr > th,
    & > tbody > tr > td,
    & > tbody > tr > th {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
      border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    }
    & > thead th {
      background: ${({ theme }) => theme.color.surfaceAlt};
      color: ${({ theme }) => theme.color.text};
      font-weight: ${({ theme }) => theme.font.weight.bold};
      white-space: nowrap;
    }
    & > tbody > tr:last-child > * {
      border-bottom: 0;
    }
    & > tbody > tr:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
`;

export const CellActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const STATUS_TONES = ['success', 'danger', 'warning', 'neutral'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** A status as text on a tinted pill: the words carry the meaning, the colour only repeats it. */
export const StatusPill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    $tone === 'success'
      ? css`
          background: ${theme.color.successSurface};
          color: ${theme.color.onSuccessSurface};
        `
      : $tone === 'danger'
        ? css`
            background: ${theme.color.dangerSurface};
            color: ${theme.color.onDangerSurface};
          `
        : $tone === 'warning'
          ? css`
              background: ${theme.color.warningSurface};
              color: ${theme.color.onWarningSurface};
            `
          : css`
              background: ${theme.color.surfaceAlt};
              color: ${theme.color.text};
            `}
`;
