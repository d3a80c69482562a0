import { styled } from 'styled-components';

export const NoticeRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
`;

export const NoticeEmblem = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
`;

export const NoticeBody = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  min-width: 0;
`;

export const NoticeText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: break-word;
`;
