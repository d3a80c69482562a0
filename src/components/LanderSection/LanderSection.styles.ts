import { css, styled } from 'styled-components';
import type { LanderSectionTone } from './LanderSection';

export const SectionRoot = styled.section<{ $tone: LanderSectionTone }>`
  background: ${({ theme, $tone }) => ($tone === 'alt' ? theme.color.surfaceAlt : theme.color.background)};
  color: ${({ theme }) => theme.color.text};
`;

export const SectionInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const SectionHeader = styled.header<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $centered }) =>
    $centered &&
    css`
      align-items: center;
      text-align: center;
    `}
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const SectionLead = styled.p`
  margin: 0;
  max-width: 40em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
