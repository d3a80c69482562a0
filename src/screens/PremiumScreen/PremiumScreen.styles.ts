import { styled } from 'styled-components';

export {
  EmptyState,
  PageRootRoomy as ScreenRoot,
  PageTitleLarge as Title,
  Panel,
  PanelGrid as Extras,
} from '../../components/PageSection/PageSection.styles';

export const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  text-align: center;

  & h1 {
    color: inherit;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[6]}`};
  }
`;

export const HeroEmblem = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
`;

export const HeroLead = styled.p`
  margin: 0;
  max-width: 36em;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Chance = styled.strong`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
