import { css, styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Link } from '../Link';

export const CardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`},
    transform ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }
  &:focus-within:has(a:focus-visible) {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

export const Photo = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const PhotoImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Without a photo the initials fill the photo's place. */
export const InitialsFill = styled(Avatar)`
  && {
    width: 100%;
    height: 100%;
    border-radius: 0;
  }
  && > span {
    border-radius: 0;
  }
`;

/** Top left, clear of the like button. */
/** The card's badges, along the photo's foot: the full width of the card, clear of the like button at the top. */
export const Flags = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[1]};
  left: ${({ theme }) => theme.space[1]};
  right: ${({ theme }) => theme.space[1]};
  align-items: flex-end;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Flag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  overflow-wrap: break-word;
  hyphens: auto;
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
`;

export const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Name = styled.h3`
  min-width: 0;
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
`;

/**
 * A long name is cut short so the age after it (", 29") stays in view. The link's accessible name is its
 * `aria-label` (flex items would put a space before the comma).
 */
export const NamePart = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The name link covers the whole card, so the card is one big target; the like button sits above it. */
export const CardLink = styled(Link)`
  display: flex;
  min-width: 0;
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const OnlineDot = styled.span`
  flex-shrink: 0;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.success};
  box-shadow: 0 0 0 2px ${({ theme }) => `color-mix(in srgb, ${theme.color.success} 25%, transparent)`};
`;

export const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > svg {
    flex-shrink: 0;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const LikeButton = styled.button<{ $liked: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  transition:
    transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ $liked, theme }) =>
    $liked
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
        `}

  &:hover:not(:disabled) {
    transform: scale(1.08);
  }
  &:active:not(:disabled) {
    transform: scale(0.95);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover:not(:disabled),
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;
