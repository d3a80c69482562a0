import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const EntryRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const EntryForm = styled.form`
  margin: 0;
`;

export const EntryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > button {
    flex: 0 0 auto;
  }
`;

export const CodeInput = styled.input`
  ${controlStyles}
  flex: 1 1 10rem;
  width: auto;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
  text-transform: uppercase;
  letter-spacing: 0.06em;

  &::placeholder {
    text-transform: none;
    letter-spacing: normal;
  }
`;

export const AppliedRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.success}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.onSuccessSurface};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > button {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.color.onSuccessSurface};
  }
`;

export const AppliedText = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AppliedCode = styled.strong`
  font-family: ${({ theme }) => theme.font.mono};
  letter-spacing: 0.06em;
`;
