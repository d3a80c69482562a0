import { keyframes, styled } from 'styled-components';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.5; }
  30% { transform: translateY(-0.25rem); opacity: 1; }
`;

/** Always in the page (empty while nobody types), so screen readers hear it when the text appears. */
export const TypingRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Dots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};

  & > span {
    display: block;
    width: 0.4rem;
    height: 0.4rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.textMuted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  & > span:nth-child(2) {
    animation-delay: 0.15s;
  }
  & > span:nth-child(3) {
    animation-delay: 0.3s;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    & > span {
      animation: none;
      opacity: 0.8;
    }
  }
`;
