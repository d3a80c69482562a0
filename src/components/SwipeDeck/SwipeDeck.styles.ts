import { css, styled } from 'styled-components';

export const DeckRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`;

/**
 * The cards. Its width is the query container of the photo's height: the photo is 4:5 where the screen is tall
 * enough, and lower (cropped) where it is not, so that the card and the buttons fit one screen without scrolling:
 * `--swipe-deck-top` is where the stack starts on the page (measured, as banners above it come and go), and
 * `--swipe-deck-below` what the card's name and the buttons under the photo take.
 */
export const Stack = styled.div`
  position: relative;
  container-type: inline-size;
  width: min(100%, 22rem);
  padding-bottom: ${({ theme }) => theme.space[3]};
  --swipe-deck-below: 11rem;
`;

/** The cards waiting behind the top one, peeking out below it. */
export const BehindCard = styled.div<{ $depth: number }>`
  position: absolute;
  inset: 0 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: ${({ $depth }) => `translateY(${$depth * 0.5}rem) scale(${1 - $depth * 0.04})`};
  transform-origin: bottom center;
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const Photo = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: min(125cqw, max(8rem, calc(100vh - var(--swipe-deck-top, 12rem) - var(--swipe-deck-below))));
  height: min(125cqw, max(8rem, calc(100svh - var(--swipe-deck-top, 12rem) - var(--swipe-deck-below))));
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* Faces sit in the upper part of a portrait: a lower card crops the bottom first. */
    object-position: 50% 25%;
  }
`;

export const Flags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const OnlineFlag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.onSuccess};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Info = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  text-align: start;

  & > h2 {
    flex-basis: 100%;
  }
`;

export const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Buttons = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
`;

const round = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 1.75rem;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.md};
  transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 3px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
    box-shadow: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;

export const PassButton = styled.button`
  ${round}
  border: ${({ theme }) => `2px solid ${theme.color.borderStrong}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

export const LikeButton = styled.button`
  ${round}
  border: 0;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const KeyHint = styled.p`
  display: none;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & kbd {
    padding: 0 ${({ theme }) => theme.space[1]};
    border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    font-family: ${({ theme }) => theme.font.mono};
  }

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

export const SkeletonDeck = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: min(100%, 22rem);

  & > .deck-card-skeleton {
    aspect-ratio: 4 / 6;
    max-height: calc(100svh - 23rem);
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[5]};
  }
`;
