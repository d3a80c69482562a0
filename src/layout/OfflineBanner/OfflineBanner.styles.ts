import { keyframes, styled } from 'styled-components';

const rise = keyframes`
  from { transform: translateY(100%); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** The live region stays mounted, so going offline is announced; while online it is empty and takes no space. */
export const OfflineRegion = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  pointer-events: none;
`;

export const OfflinePill = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.size.modalWidth.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  pointer-events: auto;
  animation: ${rise} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.standard}`} both;

  svg {
    flex: none;
  }
`;
