import { styled } from 'styled-components';

export const Address = styled.strong`
  overflow-wrap: anywhere;
`;

export const SpinnerRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]} 0;
`;

/** What happens now, during the grace period and after it: three dots on a line. */
export const Timeline = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[6]};
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space[2]};
    bottom: ${({ theme }) => theme.space[2]};
    left: calc(${({ theme }) => theme.space[2]} + 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }

  & > li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  & > li::before {
    content: '';
    position: absolute;
    top: 0.3em;
    left: calc(-1 * ${({ theme }) => theme.space[6]});
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    box-sizing: border-box;
    border: 3px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surface};
  }
  & > li > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const RequestForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const RequestTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
