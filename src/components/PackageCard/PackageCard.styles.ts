import { css, styled } from 'styled-components';

export const CardRoot = styled.li<{ $popular: boolean; $premium: boolean; $selectable: boolean; $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  list-style: none;
  overflow-wrap: break-word;

  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.color.primary};
      box-shadow: ${theme.shadow.md};
      padding-top: ${theme.space[6]};
    `}

  ${({ $selectable, theme }) =>
    $selectable &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space[2]} ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[4]};
      box-shadow: none;
      cursor: pointer;
      border-color: ${theme.color.borderStrong};
      &:hover {
        border-color: ${theme.color.text};
      }
      &:has(input:focus-visible) {
        outline: ${theme.border.focusWidth} solid ${theme.color.focus};
        outline-offset: 2px;
      }
    `}

  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.color.primary};
      box-shadow: inset 0 0 0 1px ${theme.color.primary};
      background: ${theme.color.primarySurface};
      &:hover {
        border-color: ${theme.color.primary};
      }
    `}
`;

export const PopularRibbon = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => `0 0 ${theme.radius.md} ${theme.radius.md}`};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  transform: translateX(-50%);
`;

/** Select mode: the native radio covers the card, invisible, so a click anywhere chooses it. */
export const SelectInput = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

export const CardHead = styled.div<{ $selectable?: boolean }>`
  display: flex;
  flex: ${({ $selectable }) => ($selectable ? '1 1 12rem' : 'none')};
  align-items: ${({ $selectable }) => ($selectable ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Emblem = styled.span<{ $premium: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $premium, theme }) => ($premium ? theme.color.premium : theme.color.primarySurface)};
  color: ${({ $premium, theme }) => ($premium ? theme.color.onPremium : theme.color.onPrimarySurface)};
`;

export const TitleBlock = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  hyphens: auto;
`;

export const BonusLine = styled.span<{ $accent?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $accent, theme }) => ($accent ? theme.font.weight.bold : theme.font.weight.regular)};
  color: ${({ $accent, theme }) => ($accent ? theme.color.text : theme.color.textMuted)};
`;

export const SaveTag = styled.span`
  flex: none;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

export const SelectedMark = styled.span<{ $checked: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $checked, theme }) => ($checked ? theme.color.primary : 'transparent')};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const PriceBlock = styled.div<{ $selectable?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${({ $selectable }) =>
    $selectable &&
    css`
      align-items: flex-end;
      margin-inline-start: auto;
      text-align: end;
    `}
`;

export const PopularPill = styled.span`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `0.125rem ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;

export const UnitPrice = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const OneTimeLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const CardAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};
`;
