import { keyframes, styled, type DefaultTheme } from 'styled-components';
import type { ToastTone } from './Toast';

function toneColors(tone: ToastTone, { color }: DefaultTheme) {
  switch (tone) {
    case 'info':
      return { accent: color.info, surface: color.infoSurface, text: color.onInfoSurface };
    case 'success':
      return { accent: color.success, surface: color.successSurface, text: color.onSuccessSurface };
    case 'warning':
      return { accent: color.warning, surface: color.warningSurface, text: color.onWarningSurface };
    case 'danger':
      return { accent: color.danger, surface: color.dangerSurface, text: color.onDangerSurface };
  }
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

export const ToastRegionRoot = styled.div<{ $position: 'top' | 'bottom' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  ${({ $position, theme }) => ($position === 'top' ? `top: ${theme.space[3]};` : `bottom: ${theme.space[3]};`)}
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: ${({ $position }) => ($position === 'top' ? 'column' : 'column-reverse')};
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    right: ${({ theme }) => theme.space[4]};
    ${({ $position, theme }) => ($position === 'top' ? `top: ${theme.space[4]};` : `bottom: ${theme.space[4]};`)}
    align-items: flex-end;
  }

  & > * {
    pointer-events: auto;
  }
`;

export const ToastRoot = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.size.toastMaxWidth};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.border.width} solid ${({ $tone, theme }) => `color-mix(in srgb, ${toneColors($tone, theme).accent} 35%, transparent)`};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ $tone, theme }) => toneColors($tone, theme).accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $tone, theme }) => toneColors($tone, theme).surface};
  color: ${({ $tone, theme }) => toneColors($tone, theme).text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  animation: ${enter} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding-top: 0.1em;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const ToastContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: 0.1em;
  overflow-wrap: break-word;
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const ToastMessage = styled.div`
  margin: 0;
`;

export const ToastClose = styled.div`
  flex-shrink: 0;
  margin-top: calc(-1 * ${({ theme }) => theme.space[1]});
`;
