import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderTrust } from '../../src/components/LanderTrust';
import { longFictionalWording } from '../fixtures/members';
import { siteSettings } from '../fixtures/site';

const meta = {
  title: 'Components/LanderTrust',
  component: LanderTrust,
  args: { fictionalWarning: siteSettings.fictional_warning },
  argTypes: { tone: { control: 'inline-radio', options: ['plain', 'alt'] } },
} satisfies Meta<typeof LanderTrust>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adults only, privacy, control, and the site's own notice about fictional profiles. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(siteSettings.fictional_warning)).toBeVisible();
  },
};

/** A site without the notice: three points. */
export const WithoutFictionalNotice: Story = {
  args: { fictionalWarning: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongContent: Story = { globals: { locale: 'de' }, args: { fictionalWarning: longFictionalWording.warning } };
