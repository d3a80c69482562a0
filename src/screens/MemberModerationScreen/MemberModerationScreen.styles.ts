import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeader as Header,
  PageLead as Lead,
  PageRoot as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const MemberTitle = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  overflow-wrap: anywhere;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);

    & > dd {
      margin: 0;
    }
  }
`;

export const ProfileText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PhotoItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const PhotoButton = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  cursor: zoom-in;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

/** A data table; on phones each row is a card whose cells carry their column's name, from the md breakpoint a table. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  & caption {
    padding-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: start;
  }
  & thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  & tr {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  & td {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[1]} 0`};
    text-align: start;
    overflow-wrap: anywhere;
  }
  & td::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.color.textMuted};
  }

  ${({ theme }) => theme.media.md} {
    & thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
    & tr {
      display: table-row;
      padding: 0;
    }
    & th,
    & td {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
      border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
      text-align: start;
      vertical-align: top;
    }
    & td::before {
      content: none;
    }
    & thead th {
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.bold};
      white-space: nowrap;
    }
    & [data-numeric] {
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
  }
`;

export const Delta = styled.span<{ $negative: boolean }>`
  color: ${({ $negative, theme }) => ($negative ? theme.color.onDangerSurface : theme.color.onSuccessSurface)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

export const ItemLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

export const BalancePreview = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-variant-numeric: tabular-nums;
`;
