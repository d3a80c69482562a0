import { styled } from 'styled-components';

/** The picked photo, whole (never cropped: the member checks what they send), at most a good part of the screen. */
export const PreviewImage = styled.img`
  display: block;
  width: 100%;
  max-height: 55vh;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** Inside the dialog's description (a paragraph): the coin icon and the price. */
export const Price = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
