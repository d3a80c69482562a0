import { styled } from 'styled-components';

export const Burst = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  text-align: center;
`;

export const BurstPercent = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const BurstCaption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > p {
    margin: 0;
  }
`;

export const Urgency = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.onDangerSurface};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  & > svg {
    flex: none;
    margin-top: 0.1em;
  }
`;
