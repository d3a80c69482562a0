import { styled } from 'styled-components';

export const StepsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StepsText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Count = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const StepName = styled.span`
  &::before {
    content: '·';
    margin-inline-end: ${({ theme }) => theme.space[2]};
  }
`;

export const Track = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Segment = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  height: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $state, theme }) => ($state === 'todo' ? theme.color.border : theme.color.primary)};
  transition: background ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
`;
