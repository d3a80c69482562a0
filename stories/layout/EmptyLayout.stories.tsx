import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { EmptyLayout } from '../../src/layout/EmptyLayout';
import { PageContainer } from '../../src/layout/PageContainer';
import { placeholderText } from '../fixtures/site';

const meta = {
  title: 'Layout/EmptyLayout',
  component: EmptyLayout,
  args: {
    children: (
      <PageContainer narrow>
        <Card as="section" aria-labelledby="empty-placeholder-title">
          <h1 id="empty-placeholder-title">{placeholderText.title}</h1>
          <p>{placeholderText.body}</p>
        </Card>
      </PageContainer>
    ),
  },
  argTypes: { children: { control: false }, overlays: { control: false }, progress: { control: false } },
} satisfies Meta<typeof EmptyLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
