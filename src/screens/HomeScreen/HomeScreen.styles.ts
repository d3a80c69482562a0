import { styled } from 'styled-components';

export const HeroMedia = styled.div`
  position: relative;
  min-height: 18rem;

  ${({ theme }) => theme.media.md} {
    min-height: 24rem;
  }
`;

export const HeroArt = styled.div`
  position: absolute;
  inset: 0;
`;

export const HeroCards = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const TILT = ['-8deg', '0deg', '7deg'];

/** Three photos fanned like cards on a table: the middle one in front. */
export const HeroCard = styled.div<{ $slot: number }>`
  width: 32%;
  max-width: 12rem;
  margin-inline: -4%;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(${({ $slot }) => TILT[$slot] ?? '0deg'}) translateY(${({ $slot }) => ($slot === 1 ? '-6%' : '4%')});
  z-index: ${({ $slot }) => ($slot === 1 ? 2 : 1)};
`;

export const LoginLine = styled.p`
  margin: 0;
`;

export const PreviewFooter = styled.div`
  display: flex;
  justify-content: center;
`;

export const TeaserRoot = styled.div`
  position: relative;
  display: grid;
`;

export const TeaserGrid = styled.div`
  grid-area: 1 / 1;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const TeaserCard = styled.div`
  grid-area: 1 / 1;
  align-self: center;
  justify-self: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: center;

  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
