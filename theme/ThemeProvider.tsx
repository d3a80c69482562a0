import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { getTheme } from './index';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export interface ThemeProviderProps {
  niche: number;
  /** Also apply the global styles (body colours, fonts, reduced motion). Off for nested previews. */
  global?: boolean;
  children: ReactNode;
}

/** The one theme provider used by the app, Storybook and tests. */
export function ThemeProvider({ niche, global = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={getTheme(niche)}>
      {global ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
