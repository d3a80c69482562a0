import { styled } from 'styled-components';

export {
  PageHeader as Header,
  PageLead as Lead,
  PageRootNarrow as ScreenRoot,
  PageTitle as Title,
} from '../../components/PageSection/PageSection.styles';

export const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Options = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One language: its own name large, its name in the current language under it. */
export const Option = styled.button<{ $current: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme, $current }) => `${$current ? '2px' : theme.border.width} solid ${$current ? theme.color.primary : theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $current }) => ($current ? theme.color.primarySurface : theme.color.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.onPrimarySurface : theme.color.text)};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const OwnName = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const LocalName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Marker = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StatusRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  &:empty {
    display: none;
  }
`;
