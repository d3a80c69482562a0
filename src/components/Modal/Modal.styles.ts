import * as Dialog from '@radix-ui/react-dialog';
import { css, keyframes, styled } from 'styled-components';
import { visuallyHiddenCss } from '../VisuallyHidden/VisuallyHidden.styles';
import type { ModalSize } from './Modal';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
`;

const fullViewport = css`
  top: 0;
  left: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  border: 0;
  border-radius: 0;
  transform: none;
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
`;

export const ModalContent = styled(Dialog.Content)<{ $size: ModalSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: calc(100% - 2 * ${({ theme }) => theme.space[3]});
  max-width: ${({ $size, theme }) => ($size === 'fullscreen' ? 'none' : theme.size.modalWidth[$size])};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[3]});
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  &:focus {
    outline: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  /* Phones: large and full-screen modals take the whole viewport. */
  ${({ $size }) => ($size === 'fullscreen' || $size === 'lg' ? fullViewport : '')}

  ${({ theme }) => theme.media.md} {
    ${({ $size, theme }) =>
      $size === 'lg'
        ? css`
            top: 50%;
            left: 50%;
            width: calc(100% - 2 * ${theme.space[5]});
            max-width: ${theme.size.modalWidth.lg};
            height: auto;
            max-height: calc(100dvh - 2 * ${theme.space[5]});
            border: ${theme.border.width} solid ${theme.color.border};
            border-radius: ${theme.radius.lg};
            transform: translate(-50%, -50%);
            animation: ${popIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
          `
        : ''}
  }
`;

/** Scrolls the content while the close icon stays put. */
export const ModalScroll = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const ModalCloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 1;
  color: ${({ theme }) => theme.color.text};
`;

export const ModalTitle = styled(Dialog.Title)<{ $withClose: boolean; $hidden: boolean }>`
  margin: 0;
  padding-right: ${({ $withClose, theme }) => ($withClose ? `calc(${theme.size.touchTarget} - ${theme.space[2]})` : '0')};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: break-word;
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

export const ModalDescription = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: break-word;
`;

export const ModalBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  overflow-wrap: break-word;

  & > p {
    margin: 0;
  }
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
