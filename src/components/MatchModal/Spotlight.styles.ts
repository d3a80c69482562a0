import { keyframes, styled } from 'styled-components';
import { Modal } from '../Modal';

const rise = keyframes`
  from { opacity: 0; transform: translateY(1rem) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

/**
 * The full-screen match and like modals in the site's own colours: a glow of the niche's primary tint over its page
 * background, where a bare full-screen modal is a plain white sheet (the modal's surface colour, edge to edge).
 */
export const SpotlightContent = styled(Modal.Content)`
  && {
    background:
      radial-gradient(ellipse 90% 60% at 50% 30%, ${({ theme }) => theme.color.primarySurface} 0%, transparent 100%),
      ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Stage = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  min-height: 100%;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  text-align: center;
  cursor: pointer;
  animation: ${rise} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.standard}`};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Photos = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;

  & > * + * {
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space[5]});
  }
`;

export const PhotoFrame = styled.span`
  display: inline-flex;

  /* Large photos that still fit side by side on a 320 px phone. */
  && > * {
    --avatar-size: clamp(6.5rem, 30vw, 10rem);
  }

  border: ${({ theme }) => `${theme.space[1]} solid ${theme.color.surface}`};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Heart = styled.span`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[5]});
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.md};

  & + * {
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space[5]});
  }
`;

/** The modal's title, as large as a headline (doubled class: it wins over the title's own styles). */
export const Headline = styled(Modal.Title)`
  && {
    margin: 0;
    padding: 0;
    color: ${({ theme }) => theme.color.primary};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    text-transform: ${({ theme }) => theme.font.headingTransform};
    letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  }

  ${({ theme }) => theme.media.md} {
    && {
      font-size: ${({ theme }) => theme.font.size.display};
    }
  }
`;

export const Text = styled.p`
  max-width: 28em;
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};
  width: min(100%, 26rem);
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
