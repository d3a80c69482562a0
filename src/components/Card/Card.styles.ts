import { styled } from 'styled-components';
import type { CardPadding } from './Card';

const PADDING_STEP: Record<CardPadding, 0 | 3 | 4 | 5> = { none: 0, sm: 3, md: 4, lg: 5 };

export const CardRoot = styled.div<{ $padding: CardPadding; $interactive: boolean }>`
  --card-padding: ${({ $padding, theme }) => theme.space[PADDING_STEP[$padding]]};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: var(--card-padding);
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow-wrap: break-word;
  list-style: none;
  transition:
    box-shadow ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`},
    transform ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};

  ${({ $interactive, theme }) =>
    $interactive
      ? `
    cursor: pointer;
    &:hover {
      box-shadow: ${theme.shadow.md};
      transform: translateY(-2px);
    }
    &:focus-within:has(:focus-visible) {
      outline: ${theme.border.focusWidth} solid ${theme.color.focus};
      outline-offset: 2px;
    }
    ${theme.media.reducedMotion} {
      &:hover { transform: none; }
    }
  `
      : ''}
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  & > h1,
  & > h2,
  & > h3,
  & > h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  & > p {
    margin: 0;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

/** Full-bleed media at the top of a padded card: it cancels the card's padding on three sides. */
export const CardMedia = styled.div`
  margin: calc(-1 * var(--card-padding)) calc(-1 * var(--card-padding)) 0;
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};

  &:not(:first-child) {
    margin-top: 0;
    border-radius: 0;
  }

  & > img,
  & > video,
  & > picture {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
  }
`;
