import { styled } from 'styled-components';
import { SwipeCard } from '../../components/SwipeCard';

export const DeckArea = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Deck = styled.div`
  position: relative;
  display: grid;
  width: min(100%, 20rem);
`;

/** A card of the deck; the ones under the top one peek out, smaller. */
export const DeckCard = styled.div<{ $depth: number }>`
  grid-area: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: ${({ $depth }) => `translateY(${$depth * 10}px) scale(${1 - $depth * 0.05})`};
  transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  z-index: ${({ $depth }) => 3 - $depth};

  & > div:first-child {
    border-radius: 0;
  }
`;

/** The top card: dragged right to like, left to pass (SwipeCard). */
export const TopCard = styled(SwipeCard)`
  grid-area: 1 / 1;
  z-index: 3;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const CardInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
`;

export const CardName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const CardPlace = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const SwipeButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const SwipeButton = styled.button<{ $kind: 'like' | 'pass' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $kind }) => ($kind === 'like' ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $kind }) => ($kind === 'like' ? theme.color.onPrimary : theme.color.text)};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.duration.fast};

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 3px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;

export const Progress = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const SwipeHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const EndCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: min(100%, 24rem);
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: center;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
  }
`;

export const EndTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;
