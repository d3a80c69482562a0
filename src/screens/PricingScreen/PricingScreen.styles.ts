import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: break-word;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
    max-width: 32em;
  }
  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

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
