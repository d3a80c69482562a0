import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.modalWidth.lg};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
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
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row-reverse;
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;

export const Confirm = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const ConfirmTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const ConfirmList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `0 ${theme.space[3]}`};
  }
  & > div + div {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
    overflow-wrap: anywhere;
  }
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

export const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
