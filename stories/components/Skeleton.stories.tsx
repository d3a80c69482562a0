import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { LOADING_INDICATOR_DELAY_MS } from '../../contract/constants';
import { Skeleton, SkeletonText } from '../../src/components/Skeleton';
import { loadingDelayAnimation, pausedAnimations } from '../fixtures/loadingDelay';
import { useUiExample } from '../fixtures/uiExamples';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CardShell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  & > :not(:first-child) {
    margin-inline: ${({ theme }) => theme.space[3]};
  }
`;

const ListRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  & > :last-child {
    flex: 1;
  }
`;

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: '100%', height: '6rem' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Shapes: Story = {
  render: () => (
    <>
      <Skeleton shape="circle" width="4rem" />
      <Skeleton shape="rect" height="8rem" />
      <Skeleton shape="text" width="12rem" />
    </>
  ),
};

export const TextLines: Story = {
  args: { shape: 'text', lines: 4 },
};

/** A member card placeholder (search results), inside a region that says it is loading. */
export const CardPlaceholder: Story = {
  render: function Render() {
    const t = useUiExample();
    return (
      <section aria-busy="true" aria-label={t('loading_profiles')}>
        <CardGrid>
          {Array.from({ length: 6 }, (_, index) => (
            <CardShell key={index}>
              <Skeleton shape="rect" height="9rem" />
              <Skeleton shape="text" width="70%" />
              <SkeletonText lines={1} />
            </CardShell>
          ))}
        </CardGrid>
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A chat list placeholder. */
export const ListPlaceholder: Story = {
  render: function Render() {
    const t = useUiExample();
    return (
      <section aria-busy="true" aria-label={t('loading_profiles')}>
        {Array.from({ length: 5 }, (_, index) => (
          <ListRow key={index}>
            <Skeleton shape="circle" width="3rem" />
            <SkeletonText lines={2} lastLineWidth="45%" />
          </ListRow>
        ))}
      </section>
    );
  },
};

/**
 * SPEC §7: placeholders wait 200 ms too (LOADING_INDICATOR_DELAY_MS) and keep their place meanwhile, so a quick load
 * neither flashes them nor moves the page. The play function moves the delay's own clock.
 */
export const Delayed: Story = {
  decorators: [pausedAnimations],
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    if (!block) throw new Error('no skeleton');
    const delay = loadingDelayAnimation(block);
    if (!delay) throw new Error('the skeleton has no loading-delay animation');
    await expect(delay.effect?.getComputedTiming().delay).toBe(LOADING_INDICATOR_DELAY_MS);
    delay.currentTime = LOADING_INDICATOR_DELAY_MS - 1;
    await expect(getComputedStyle(block).visibility).toBe('hidden');
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
    delay.currentTime = LOADING_INDICATOR_DELAY_MS + 1;
    await expect(getComputedStyle(block).visibility).toBe('visible');
  },
};
