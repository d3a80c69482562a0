import { styled } from 'styled-components';

export const CtaRoot = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  }
`;

/** Inherits the colour of the band it sits on, so it reads on light and dark heroes alike. */
export const CtaNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: inherit;
  text-align: inherit;
`;
