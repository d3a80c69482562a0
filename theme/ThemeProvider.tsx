import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { getTheme } from './index';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* color-scheme lets native controls, scrollbars and autofill follow a dark niche. */
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  /* Brand headings by default; components that style their own headings override this (class beats element). */
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.font.weight.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
    text-transform: ${({ theme }) => theme.font.headingTransform};
  }
  /* A visible, on-brand focus ring for everything focusable unless a component draws its own. */
  :focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  ::selection {
    background: ${({ theme }) => theme.color.primarySurface};
    color: ${({ theme }) => theme.color.onPrimarySurface};
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
