import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { LOADING_INDICATOR_DELAY_MS } from '../../contract/constants';
import { Spinner } from '../../src/components/Spinner';
import { loadingDelayAnimation, pausedAnimations } from '../fixtures/loadingDelay';
import { useUiExample } from '../fixtures/uiExamples';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const DarkPanel = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'inherit'] },
  },
  decorators: [
    (Story) => (
      <Row>
        <Story />
      </Row>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // A status with the translated "Loading…" for screen readers, once the 200 ms loading delay has passed.
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(/.+/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </>
  ),
};

export const WithLabel: Story = {
  render: function Render(args) {
    const t = useUiExample();
    return <Spinner {...args} size="lg" label={t('loading_profiles')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(/.+/);
  },
};

/** Inside a filled element the spinner takes the text colour. */
export const InheritColour: Story = {
  args: { tone: 'inherit', size: 'sm' },
  render: function Render(args) {
    const t = useUiExample();
    return (
      <DarkPanel>
        <Spinner {...args} label={t('loading_profiles')} />
        <span aria-hidden="true">{t('loading_profiles')}</span>
      </DarkPanel>
    );
  },
};

/**
 * SPEC §7: a loading indicator appears only once the load has lasted 200 ms (LOADING_INDICATOR_DELAY_MS), so a quick
 * load never flashes one. The spinner is in the page at once, hidden; the play function moves the delay's own clock
 * to just before and just after 200 ms.
 */
export const Delayed: Story = {
  decorators: [pausedAnimations],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('status', { hidden: true });
    const delay = loadingDelayAnimation(spinner);
    if (!delay) throw new Error('the spinner has no loading-delay animation');
    await expect(delay.effect?.getComputedTiming().delay).toBe(LOADING_INDICATOR_DELAY_MS);

    delay.currentTime = 0;
    await expect(getComputedStyle(spinner).visibility).toBe('hidden');
    await expect(canvas.queryByRole('status')).toBeNull();

    delay.currentTime = LOADING_INDICATOR_DELAY_MS - 1;
    await expect(getComputedStyle(spinner).visibility).toBe('hidden');
    await expect(canvas.queryByRole('status')).toBeNull();

    // Past the delay (and the animation's 1 ms): the spinner shows, and screen readers find its status.
    delay.currentTime = LOADING_INDICATOR_DELAY_MS + 1;
    await expect(getComputedStyle(spinner).visibility).toBe('visible');
    await expect(canvas.getByRole('status')).toHaveTextContent(/.+/);
  },
};

/** On the real clock the spinner shows by itself once the delay has passed. */
export const AppearsAfterTheDelay: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { hidden: true });
    await waitFor(() => expect(getComputedStyle(spinner).visibility).toBe('visible'), { timeout: 5_000 });
  },
};

/** `delayMs={0}` shows it at once (for pictures of the spinner itself, never for a real load). */
export const WithoutDelay: Story = {
  args: { delayMs: 0 },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status');
    await expect(loadingDelayAnimation(spinner)).toBeUndefined();
    await expect(getComputedStyle(spinner).visibility).toBe('visible');
  },
};
