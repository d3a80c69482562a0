import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** Phones only: opens and closes the form, and sums up the filters in force. */
export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  & > svg:last-child {
    flex-shrink: 0;
    margin-left: auto;
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const ToggleText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Summary = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Panel = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    display: block;
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const FieldGrid = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.3fr) auto;
  }
`;

export const AgeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

export const Actions = styled.div`
  display: flex;
  & > button {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
    justify-content: flex-end;
    & > button {
      flex: 0 0 auto;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;
