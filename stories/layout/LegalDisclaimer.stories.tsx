import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalDisclaimer } from '../../src/layout/LegalDisclaimer';
import { PageContainer } from '../../src/layout/PageContainer';
import { siteSettings } from '../fixtures/site';
import { layoutText } from './layoutText';

const meta = {
  title: 'Layout/LegalDisclaimer',
  component: LegalDisclaimer,
  args: { siteName: siteSettings.name },
  decorators: [
    (Story) => (
      <PageContainer narrow>
        <Story />
      </PageContainer>
    ),
  ],
} satisfies Meta<typeof LegalDisclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('disclaimer.heading'));
    await expect(canvas.getByText(t('disclaimer.fictional', { siteName: siteSettings.name }))).toBeVisible();
  },
};

/** With what a message costs the reader's country (the /pricing answer the chat charges), in its own sentence. */
export const WithMessagePrice: Story = {
  args: { messageCost: 3 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByText(t('disclaimer.message_cost', { count: 3 }))).toBeVisible();
  },
};

/** The price has not loaded yet: no sentence with a guessed number. */
export const PriceLoading: Story = {
  args: { messageCost: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-message-cost]')).toBeNull();
  },
};

export const LongSiteName: Story = {
  args: { siteName: 'Die Allerbeste Romantische Singlebörse Deutschlands' },
};
