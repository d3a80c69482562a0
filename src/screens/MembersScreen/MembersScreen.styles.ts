import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};
  box-sizing: border-box;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[7]}`};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const ResultsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
`;

export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const EmptyTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const EmptyText = styled.p`
  max-width: 32em;
  margin: 0 auto;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;
`;

export const LoadMore = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** Watched for the end of the list; sits where the "show more" button is. */
export const Sentinel = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
`;

export const TeaserBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  box-shadow: ${({ theme }) => theme.shadow.md};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.secondary};
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  }
`;

export const TeaserText = styled.div`
  display: flex;
  flex: 1 1 18em;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  & > p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const TeaserTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const TeaserActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.onDark};
`;
