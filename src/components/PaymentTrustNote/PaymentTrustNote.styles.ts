import { styled } from 'styled-components';

export const NoteRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const NoteLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
  & > span {
    min-width: 0;
    overflow-wrap: break-word;
  }
`;
