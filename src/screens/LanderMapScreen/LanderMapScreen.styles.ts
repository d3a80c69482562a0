import { keyframes, styled } from 'styled-components';

const pulse = keyframes`
  0% { transform: translate(-50%, -50%) scale(0.6); opacity: 0.7; }
  100% { transform: translate(-50%, -50%) scale(2.4); opacity: 0; }
`;

export const MapFrame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border: 4px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const MapSvg = styled.svg`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
`;

/** A map pin: the member's round photo on a point. */
export const Pin = styled.div`
  position: absolute;
  width: 14%;
  min-width: 2.75rem;
  max-width: 4.5rem;
  transform: translate(-50%, -100%);
  filter: drop-shadow(${({ theme }) => theme.shadow.md});

  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -0.45rem;
    border: 0.5rem solid transparent;
    border-bottom: 0;
    border-top-color: ${({ theme }) => theme.color.surface};
    transform: translateX(-50%);
  }
`;

export const PinPhoto = styled.div`
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
`;

export const PinOnline = styled.span`
  position: absolute;
  right: 4%;
  bottom: 4%;
  width: 24%;
  aspect-ratio: 1;
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.success};
`;

export const YouMarker = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  transform: translate(-50%, -50%);

  &::before {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 4rem;
    height: 4rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
    animation: ${pulse} 2.4s ease-out infinite;
    pointer-events: none;
  }
`;

export const YouLabel = styled.span`
  position: absolute;
  left: 50%;
  top: calc(100% + 0.35rem);
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  transform: translateX(-50%);
`;
