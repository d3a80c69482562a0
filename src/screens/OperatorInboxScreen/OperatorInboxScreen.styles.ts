import { styled } from 'styled-components';

export {
  EmptyState,
  PageHeaderRow as Header,
  PageHeaderText as HeaderText,
  PageLead as Lead,
  PageRoot as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 0 1 20rem;
    min-width: 0;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  list-style: none;
  overflow: hidden;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'avatar who'
    'avatar message'
    'claim claim';
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};

  & + & {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  &[data-unanswered] {
    background: ${({ theme }) => theme.color.primarySurface};
    color: ${({ theme }) => theme.color.text};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto minmax(0, 1.2fr) minmax(0, 1.6fr) 15rem;
    grid-template-areas: 'avatar who message claim';
    align-items: center;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

export const Avatars = styled.div`
  grid-area: avatar;
  position: relative;
  display: flex;
  align-items: flex-end;
`;

export const Who = styled.div`
  grid-area: who;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const ProfileName = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const MemberLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const MessageCell = styled.div`
  grid-area: message;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Excerpt = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const MessageMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ClaimCell = styled.div`
  grid-area: claim;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
  ${({ theme }) => theme.media.lg} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
`;
