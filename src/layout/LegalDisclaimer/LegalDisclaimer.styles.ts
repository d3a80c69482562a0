import { styled } from 'styled-components';

export const DisclaimerRoot = styled.div`
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    break-inside: avoid;
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The paragraphs flow into columns of a comfortable reading width where there is room. */
export const DisclaimerText = styled.div`
  column-width: 30rem;
  column-gap: ${({ theme }) => theme.space[6]};
  margin-bottom: -${({ theme }) => theme.space[2]};
`;

export const DisclaimerHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
`;

/** The 18+ mark: drawn in the surrounding text colour so it reads on any background. */
export const AgeMark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
`;
