import { styled } from 'styled-components';

export const AvatarStack = styled.ul`
  display: flex;
  justify-content: center;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;
`;

export const AvatarStackItem = styled.li`
  width: ${({ theme }) => theme.size.avatar.md};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[3]});
  border: 3px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  line-height: 0;
`;

export const FeedLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Feed = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Post = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const PostHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PostAuthor = styled.div`
  flex: none;
  width: ${({ theme }) => theme.size.avatar.md};
`;

export const PostWho = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const PostTime = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const PostText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const PostPhoto = styled.div`
  max-width: 22rem;
`;

export const PostActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
`;

export const Gate = styled(Post)`
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  border: 2px dashed ${({ theme }) => theme.color.primary};
  text-align: center;

  h3,
  p {
    margin: 0;
  }
`;

export const Sidebar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SidebarTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
