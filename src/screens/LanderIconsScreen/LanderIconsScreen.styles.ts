import { css, styled } from 'styled-components';

export const IconArt = styled.div`
  height: 16rem;

  ${({ theme }) => theme.media.lg} {
    height: 22rem;
  }
`;

export const InterestGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const InterestButton = styled.button<{ $pressed: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 7rem;
  /* Narrow side padding: three to a row on a phone still fits a long interest name on one line. */
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[1]}`};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  transition:
    transform ${({ theme }) => theme.motion.duration.fast},
    border-color ${({ theme }) => theme.motion.duration.fast};

  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.color.primary};
  }

  ${({ $pressed, theme }) =>
    $pressed &&
    css`
      border-color: ${theme.color.primary};
      background: ${theme.color.primarySurface};
      color: ${theme.color.onPrimarySurface};
      box-shadow: ${theme.shadow.md};
    `}
`;

export const InterestEmoji = styled.span`
  font-size: 2rem;
  line-height: 1;
`;

export const InterestLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: break-word;
  hyphens: auto;
  text-align: center;
`;

export const PickFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PickedCount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
