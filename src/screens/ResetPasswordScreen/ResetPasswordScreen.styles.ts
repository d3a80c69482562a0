import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/** What to do next, as a short checklist. */
export const Steps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  list-style: none;
  text-align: start;

  & > li {
    position: relative;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  & > li::before {
    content: '';
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space[1]};
    top: 0.55em;
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
  }
`;
