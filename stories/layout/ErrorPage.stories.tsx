import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { layoutText } from './layoutText';

const meta = {
  title: 'Layout/ErrorPage',
  component: ErrorPage,
  args: { status: 404, homeHref: '/' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('error.not_found_title'));
    await expect(canvas.getByRole('link', { name: t('error.home') })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { status: 500, message: 'The service is temporarily unavailable.' },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('The service is temporarily unavailable.');
    await expect(canvas.getByText(t('error.status', { status: 500 }))).toBeVisible();
  },
};

export const WithoutMessage: Story = {
  args: { status: 500 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('error.default_message'));
  },
};

export const Fallback: Story = {
  args: { status: 500, fallback: true },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('error.fallback_title'));
    await expect(canvas.getByRole('link', { name: t('error.fallback_home') })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
