import { styled } from 'styled-components';

/** Fills the chat layout's height: the messages scroll between the top bar and the send footer. */
export const ScreenRoot = styled.section`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

/** Positioned, so screen-reader-only text inside stays inside the scrolling area. */
export const Scroller = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: -${({ theme }) => theme.border.focusWidth};
  }
`;

/** A readable column on wide screens. */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[2]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
  }
`;

export const OlderSlot = styled.div`
  display: flex;
  justify-content: center;
`;

export const DayGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const DayHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[2]} 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: none;

  &::before,
  &::after {
    content: '';
    flex: 1 1 auto;
    height: ${({ theme }) => theme.border.width};
    background: ${({ theme }) => theme.color.border};
  }
`;

export const MessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
`;

export const FooterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  box-sizing: border-box;
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[3]} ${theme.space[2]}`};

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[2]}`};
  }
`;

export const ComposerColumn = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
`;

/** Spans the full width under the column, so the footer's surface and rule reach both edges. */
export const ComposerBand = styled.div`
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};

  & form {
    border-top: 0;
  }
`;

export const Starter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: auto 0;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const StarterTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StarterText = styled.p`
  max-width: 28em;
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const SkeletonBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.size.navHeight};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};
`;

export const SkeletonBubble = styled.div<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

export const Calm = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;

  & > p {
    max-width: 28em;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const CalmTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const NoticeText = styled.p`
  margin: 0;
`;

export const ReplyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
