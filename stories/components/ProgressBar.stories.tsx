import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { PROGRESS_BAR } from '../../contract/constants';
import { ProgressBar } from '../../src/components/ProgressBar';
import { useProgressBar } from '../../src/components/ProgressBar/useProgressBar';
import { useUiExample } from '../fixtures/uiExamples';

const Page = styled.div`
  min-height: 8rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const UploadFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 24rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { active: true, progress: 0.45, variant: 'page' },
  argTypes: {
    progress: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
    variant: { control: 'inline-radio', options: ['page', 'inline'] },
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { progress: 0.3 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAccessibleName(/.+/);
  },
};

export const Finishing: Story = {
  args: { progress: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Driven by `useProgressBar(loading)`: nothing for the first 200 ms of a load, then the bar creeps toward 90 %. */
export const DrivenByLoading: Story = {
  args: { active: true },
  render: function Render() {
    const view = useProgressBar(true);
    return <ProgressBar active={view.visible} progress={view.progress} />;
  },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
    const bar = await screen.findByRole('progressbar', {}, { timeout: PROGRESS_BAR.throttleMs + 1000 });
    const first = Number(bar.getAttribute('aria-valuenow'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first), { timeout: 2000 });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
  },
};

/** The determinate variant for photo uploads. */
export const Upload: Story = {
  args: { variant: 'inline', progress: 0.62 },
  render: function Render(args) {
    const t = useUiExample();
    return (
      <UploadFrame>
        <Caption>{t('uploading_photo')}</Caption>
        <ProgressBar {...args} label={t('uploading_photo')} />
      </UploadFrame>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
  },
};

export const UploadDone: Story = {
  args: { variant: 'inline', progress: 1 },
};
