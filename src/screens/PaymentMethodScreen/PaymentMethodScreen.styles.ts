import { styled } from 'styled-components';

export {
  PageHeader as Header,
  PageRoot as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Methods = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
    grid-column: 2;
    grid-row: 1 / span 2;
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const SummaryTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const PackageLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PackageEmblem = styled.span<{ $premium: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $premium, theme }) => ($premium ? theme.color.premium : theme.color.primarySurface)};
  color: ${({ $premium, theme }) => ($premium ? theme.color.onPremium : theme.color.onPrimarySurface)};
`;

export const PackageName = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const Lines = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  font-variant-numeric: tabular-nums;
`;

export const Line = styled.div<{ $total?: boolean; $discount?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  font-size: ${({ $total, theme }) => ($total ? theme.font.size.lg : theme.font.size.md)};
  font-weight: ${({ $total, theme }) => ($total ? theme.font.weight.bold : theme.font.weight.regular)};
  color: ${({ $discount, theme }) => ($discount ? theme.color.success : 'inherit')};

  & > dt,
  & > dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > dd {
    margin-inline-start: auto;
    text-align: end;
  }
  & + & {
    ${({ $total, theme }) => ($total ? `padding-top: ${theme.space[2]}; border-top: ${theme.border.width} solid ${theme.color.border};` : '')}
  }
`;

export const PayArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PayHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
