import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderSteps } from '../../src/components/LanderSteps';

const meta = {
  title: 'Components/LanderSteps',
  component: LanderSteps,
  argTypes: { tone: { control: 'inline-radio', options: ['plain', 'alt'] } },
} satisfies Meta<typeof LanderSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How it works, in three numbered steps. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(steps[0] as HTMLElement).getByRole('heading', { name: 'Create your free profile' })).toBeVisible();
  },
};

export const Alternate: Story = { args: { tone: 'alt' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' }, locale: 'de' } };
