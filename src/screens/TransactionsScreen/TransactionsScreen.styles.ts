import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeader as Header,
  PageLead as Lead,
  PageRootNarrow as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  list-style: none;
  overflow: hidden;
`;

export const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'icon main amount'
    'icon meta status';
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};

  & + & {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 2fr) minmax(0, 1.5fr) 9rem 8rem;
    grid-template-areas: 'icon main meta status amount';
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

export const ItemIcon = styled.span<{ $premium: boolean }>`
  grid-area: icon;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $premium, theme }) => ($premium ? theme.color.premium : theme.color.primarySurface)};
  color: ${({ $premium, theme }) => ($premium ? theme.color.onPremium : theme.color.onPrimarySurface)};
`;

export const ItemMain = styled.span`
  grid-area: main;
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & > a:hover {
    text-decoration: underline;
  }
  & > a:focus-visible {
    outline: none;
  }
  & > a:focus-visible::after {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: -${({ theme }) => theme.border.focusWidth};
  }
`;

export const ItemDate = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ItemMeta = styled.span`
  grid-area: meta;
  min-width: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const ItemStatus = styled.span`
  grid-area: status;
  justify-self: end;

  ${({ theme }) => theme.media.md} {
    justify-self: start;
  }
`;

export const ItemAmount = styled.span`
  grid-area: amount;
  justify-self: end;
  text-align: end;
`;

export const ResultWrap = styled.div`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  }
`;
