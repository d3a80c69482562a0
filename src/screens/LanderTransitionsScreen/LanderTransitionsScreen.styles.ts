import { styled } from 'styled-components';

export const SlideFrame = styled.div`
  overflow: hidden;
  aspect-ratio: 4 / 5;
  max-height: 32rem;
  margin-inline: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

/** The three scenes as a timeline: a line runs down the numbers. */
export const SceneList = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(${({ theme }) => theme.size.avatar.md} / 2 - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
`;

export const Scene = styled.li`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

export const SceneMark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const SceneTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const SceneBody = styled.p`
  margin: 0;
  max-width: 40em;
  color: ${({ theme }) => theme.color.textMuted};
`;
