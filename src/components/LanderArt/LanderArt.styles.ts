import { keyframes, styled } from 'styled-components';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

const twinkle = keyframes`
  0%, 100% { opacity: 0.9; }
  50% { opacity: 0.3; }
`;

export const ArtSvg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;

/** Gentle drifting; the ThemeProvider stops it under reduced motion. */
export const Floating = styled.g`
  animation: ${float} 6s ease-in-out infinite;
`;

export const Twinkle = styled.circle`
  animation: ${twinkle} 3s ease-in-out infinite;
`;
