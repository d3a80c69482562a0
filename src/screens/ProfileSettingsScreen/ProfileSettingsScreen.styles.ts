import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};
  box-sizing: border-box;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[7]}`};
  }
  ${({ theme }) => theme.media.lg} {
    max-width: 60rem;
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40em;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SectionIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySurface};
  color: ${({ theme }) => theme.color.onPrimarySurface};
`;

export const SectionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  hyphens: auto;
`;

export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Stays at the bottom of the screen while the form is long, so "Save" is always in reach. */
export const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  & > div[role='status'] {
    flex: 1 1 12em;
  }
  & > button {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    & > button {
      flex: 0 0 auto;
    }
  }
`;

export const SaveMessage = styled.p<{ $tone: 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.onSuccessSurface : theme.color.onDangerSurface)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  & > svg {
    flex-shrink: 0;
  }
`;
