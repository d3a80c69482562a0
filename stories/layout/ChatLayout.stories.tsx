import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { ChatLayout } from '../../src/layout/ChatLayout';
import { placeholderText } from '../fixtures/site';

const meta = {
  title: 'Layout/ChatLayout',
  component: ChatLayout,
  args: {
    children: (
      <Card as="section" aria-labelledby="chat-placeholder-title" style={{ flex: 1, margin: '0.75rem' }}>
        <h1 id="chat-placeholder-title">{placeholderText.title}</h1>
        <p>{placeholderText.body}</p>
      </Card>
    ),
  },
  argTypes: { children: { control: false }, overlays: { control: false }, progress: { control: false } },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // Bare: no navigation, no footer, only the main content filling the viewport.
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
