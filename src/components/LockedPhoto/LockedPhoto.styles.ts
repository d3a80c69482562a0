import { styled } from 'styled-components';

export const LockRoot = styled.div`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const LockImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(12px);
  transform: scale(1.15);
`;

export const LockOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.color.dark} 35%, transparent)`};
`;

export const LockCircle = styled.span<{ $size: 'compact' | 'regular' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'compact' ? '2.25rem' : '3rem')};
  height: ${({ $size }) => ($size === 'compact' ? '2.25rem' : '3rem')};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ $size, theme }) => ($size === 'compact' ? theme.font.size.md : theme.font.size.xl)};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const LockBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
