import { styled } from 'styled-components';

export const Stage = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
`;

export const Figure = styled.figure`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-height: 0;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const LightboxImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: min(70dvh, 40rem);
  object-fit: contain;
`;

export const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** The icon set has one chevron: "next" is the left one mirrored. */
export const Flip = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`;
