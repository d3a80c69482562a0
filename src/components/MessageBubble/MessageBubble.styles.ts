import { css, styled } from 'styled-components';

export const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

export const Bubble = styled.div<{ $mine: boolean; $kind: string; $failed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: border-box;
  max-width: min(85%, 36rem);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-size: ${({ theme }) => theme.font.size.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ $mine, theme }) =>
    $mine
      ? css`
          border-bottom-right-radius: ${theme.radius.sm};
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `
      : css`
          border: ${theme.border.width} solid ${theme.color.border};
          border-bottom-left-radius: ${theme.radius.sm};
          background: ${theme.color.surface};
          color: ${theme.color.text};
        `}

  ${({ $kind, theme }) =>
    $kind === 'photo'
      ? css`
          padding: ${theme.space[1]};
        `
      : ''}

  ${({ $failed, theme }) =>
    $failed
      ? css`
          outline: 2px dashed ${theme.color.danger};
          outline-offset: 2px;
        `
      : ''}

  ${({ theme }) => theme.media.md} {
    max-width: min(70%, 36rem);
  }
`;

export const GiftBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[1]} 0`};
`;

export const GiftEmoji = styled.span`
  font-size: 2.5rem;
  line-height: 1;
`;

export const GiftText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const PhotoButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
  overflow: hidden;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const PhotoImage = styled.img`
  display: block;
  width: 100%;
  max-width: 16rem;
  max-height: 20rem;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const Meta = styled.span<{ $mine: boolean; $kind: string }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  color: ${({ $mine, theme }) => ($mine ? theme.color.onPrimary : theme.color.textMuted)};
  ${({ $kind, theme }) =>
    $kind === 'photo'
      ? css`
          padding: ${theme.space[1]} ${theme.space[2]};
        `
      : ''}
`;

export const StatusIcon = styled.span`
  display: inline-flex;
`;

export const FailedRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
