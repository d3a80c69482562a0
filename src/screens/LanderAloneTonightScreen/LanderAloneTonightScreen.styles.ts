import { styled } from 'styled-components';

export const NightArt = styled.div`
  height: 16rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};

  ${({ theme }) => theme.media.lg} {
    height: 24rem;
  }
`;

export const OnlineCount = styled.p`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.onSuccess};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
  }
`;
