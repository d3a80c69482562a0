import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { Footer } from '../../src/layout/Footer';
import { LanderLayout } from '../../src/layout/LanderLayout';
import { PageContainer } from '../../src/layout/PageContainer';
import { companyInfo, footerHrefs, placeholderText, siteSettings } from '../fixtures/site';

const meta = {
  title: 'Layout/LanderLayout',
  component: LanderLayout,
  args: {
    siteName: siteSettings.name,
    homeHref: '/',
    footer: (
      <Footer
        siteName={siteSettings.name}
        company={companyInfo}
        supportEmail={siteSettings.support_email}
        supportPhone={siteSettings.support_phone}
        hrefs={footerHrefs}
        year={2025}
      />
    ),
    children: (
      <PageContainer narrow>
        <Card as="section" aria-labelledby="lander-placeholder-title">
          <h1 id="lander-placeholder-title">{placeholderText.title}</h1>
          <p>{placeholderText.body}</p>
        </Card>
      </PageContainer>
    ),
  },
  argTypes: {
    footer: { control: false },
    children: { control: false },
    overlays: { control: false },
    progress: { control: false },
  },
} satisfies Meta<typeof LanderLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // A logo bar that links home, and no member navigation.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: siteSettings.name })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
