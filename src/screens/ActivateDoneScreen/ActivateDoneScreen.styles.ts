import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  box-sizing: border-box;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

export const HeroEmblem = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.lg};
  height: ${({ theme }) => theme.size.avatar.lg};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.onSuccessSurface};
  box-shadow: 0 0 0 ${({ theme }) => `${theme.space[2]} color-mix(in srgb, ${theme.color.success} 15%, transparent)`};
`;

export const HeroTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  hyphens: auto;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

export const HeroLead = styled.p`
  margin: 0;
  max-width: 36em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
`;

export const CardIcon = styled.span<{ $tone: 'primary' | 'premium' | 'success' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.xl};
  background: ${({ $tone, theme }) =>
    $tone === 'premium' ? theme.color.premium : $tone === 'success' ? theme.color.successSurface : theme.color.primarySurface};
  color: ${({ $tone, theme }) =>
    $tone === 'premium' ? theme.color.onPremium : $tone === 'success' ? theme.color.onSuccessSurface : theme.color.onPrimarySurface};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  hyphens: auto;
`;

export const AvatarRow = styled.ul`
  display: flex;
  align-items: center;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;

  & > li {
    flex: none;
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space[3]});
    border: 2px solid ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.round};
    line-height: 0;
  }
`;

export const MoreMembers = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  box-sizing: border-box;
`;

export const SpinnerRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]} 0;
`;
