import { styled } from 'styled-components';

export { Fields, Form } from '../LoginScreen/LoginScreen.styles';

export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};

  & > li {
    padding-inline-start: ${({ theme }) => theme.space[1]};
  }
`;

export const QrFrame = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A QR code needs a light quiet zone to scan, also in dark niches. */
  background: ${({ theme }) => theme.color.onDark};

  & > img {
    display: block;
    width: 12rem;
    max-width: 100%;
    height: auto;
  }
`;

export const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.06em;
  word-spacing: 0.4em;
  overflow-wrap: anywhere;
`;

export const SecretBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const CodeInputStyle = styled.div`
  & input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: 0.3em;
  }
`;

export const BackLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
