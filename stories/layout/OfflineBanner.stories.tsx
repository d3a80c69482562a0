import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineBanner } from '../../src/layout/OfflineBanner';
import { layoutText } from './layoutText';

const meta = {
  title: 'Layout/OfflineBanner',
  component: OfflineBanner,
  args: { online: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('offline.message'));
  },
};

/** Online: the live region stays, empty, so that going offline is announced. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
