import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The message button across the full width, like and gift side by side under it. */
export const MainActions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    grid-column: 1 / -1;
  }
`;

export const SecondaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const BlockedNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > svg {
    flex-shrink: 0;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.color.danger};
  }
`;
