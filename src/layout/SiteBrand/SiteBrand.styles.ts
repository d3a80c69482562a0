import { styled } from 'styled-components';
import { Link } from '../../components/Link';

export const BrandLink = styled(Link)<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding-right: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.onNav};
  text-decoration: none;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:hover {
    text-decoration: none;
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.onNav};
  }

  ${({ theme, $compact }) =>
    $compact
      ? `
    font-size: ${theme.font.size.md};
    & > [data-brand-mark] { display: none; }
  `
      : ''}

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.lg};

    & > [data-brand-mark] {
      display: inline-grid;
    }
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.onNav};
`;

export const BrandName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
