import { css, keyframes, styled } from 'styled-components';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

const beat = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.15); }
`;

export const Details = styled.ul<{ $centered?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const online = css`
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.onSuccess};
`;

export const Detail = styled.li<{ $online?: boolean }>`
  ${pill}
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ $online }) => $online && online}
`;

export const OnlineBadge = styled.span`
  ${pill}
  ${online}
`;

export const SpotlightPhoto = styled.div`
  max-width: 24rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(2deg);
`;

export const About = styled.p`
  margin: 0;
  max-width: 40em;
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const ChatMock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 24rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const ChatHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};

  & > div:first-child {
    flex: none;
    width: ${({ theme }) => theme.size.avatar.md};
  }
`;

export const ChatName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Bubble = styled.p`
  align-self: flex-start;
  max-width: 85%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} ${theme.radius.lg} ${theme.radius.sm}`};
  background: ${({ theme }) => theme.color.primarySurface};
  color: ${({ theme }) => theme.color.onPrimarySurface};
  overflow-wrap: anywhere;
`;

export const Typing = styled.span`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};

  span {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.textMuted};
    animation: ${bounce} 1.2s ease-in-out infinite;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }
`;

/** Looks like the message field; it is a link to signup (writing needs an account). */
export const ReplyLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
`;

export const MatchPair = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const MatchPhoto = styled.div`
  width: min(40vw, 11rem);
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const MatchHeart = styled.span`
  display: inline-flex;
  margin-inline: calc(-1 * ${({ theme }) => theme.space[5]});
  z-index: 1;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.md};
  animation: ${beat} 1.6s ease-in-out infinite;
`;
