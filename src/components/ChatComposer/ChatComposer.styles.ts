import { styled } from 'styled-components';
import { controlStyles, visuallyHidden } from '../Field/Field.styles';

export const ComposerRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  }
`;

export const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Tools = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
`;

/** Grows with its text up to a few lines (field-sizing), always as wide as the row allows. */
export const MessageInput = styled.textarea`
  ${controlStyles}
  flex: 1 1 0%;
  min-width: 0;
  max-height: 9rem;
  resize: none;
  field-sizing: content;
`;

export const SendSlot = styled.div`
  flex-shrink: 0;
`;

export const InfoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Cost = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Counter = styled.span<{ $atLimit: boolean }>`
  margin-inline-start: auto;
  color: ${({ $atLimit, theme }) => ($atLimit ? theme.color.danger : theme.color.textMuted)};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $atLimit, theme }) => ($atLimit ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export const FileInput = styled.input`
  display: none;
`;

/** The send button's word: read out always, shown from the sm breakpoint (an icon button on small phones). */
export const SendLabel = styled.span`
  ${visuallyHidden}

  ${({ theme }) => theme.media.sm} {
    position: static !important;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;
