import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../../src/components/Alert';
import { Card } from '../../src/components/Card';
import { DefaultLayout } from '../../src/layout/DefaultLayout';
import { Footer } from '../../src/layout/Footer';
import { OfflineBanner } from '../../src/layout/OfflineBanner';
import { PageContainer } from '../../src/layout/PageContainer';
import { SiteEntryWarning } from '../../src/layout/SiteEntryWarning';
import { TopNav } from '../../src/layout/TopNav';
import {
  allLanguages,
  companyInfo,
  footerHrefs,
  navHrefs,
  placeholderText,
  placeholderWarnings,
  premiumMember,
  siteSettings,
} from '../fixtures/site';
import { layoutText } from './layoutText';

function navFor(user: typeof premiumMember | null) {
  return (
    <TopNav
      siteName={siteSettings.name}
      homeHref="/"
      user={user}
      unreadMessages={user ? 4 : 0}
      newLikes={user ? 1 : 0}
      language="en"
      languages={allLanguages}
      onLanguageChange={fn()}
      hrefs={navHrefs}
      onLogout={fn()}
    />
  );
}

const footer = (
  <Footer
    siteName={siteSettings.name}
    company={companyInfo}
    supportEmail={siteSettings.support_email}
    supportPhone={siteSettings.support_phone}
    hrefs={footerHrefs}
    year={2025}
  />
);

const content = (
  <PageContainer>
    <Card as="section" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{placeholderText.title}</h1>
      <p>{placeholderText.body}</p>
    </Card>
  </PageContainer>
);

const meta = {
  title: 'Layout/DefaultLayout',
  component: DefaultLayout,
  args: {
    topNav: navFor(premiumMember),
    footer,
    children: content,
  },
  argTypes: {
    topNav: { control: false },
    footer: { control: false },
    warnings: { control: false },
    overlays: { control: false },
    progress: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    // The skip link is the first thing a keyboard reaches, and moves focus to the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('skip_to_content') });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

export const WithWarnings: Story = {
  args: {
    warnings: (
      <>
        <Alert tone="warning" title={placeholderWarnings.photoTitle} onDismiss={fn()}>
          {placeholderWarnings.photoBody}
        </Alert>
        <Alert tone="info" title={placeholderWarnings.pushTitle} onDismiss={fn()}>
          {placeholderWarnings.pushBody}
        </Alert>
      </>
    ),
  },
};

export const LoggedOut: Story = {
  args: { topNav: navFor(null) },
};

export const WithEntryWarning: Story = {
  args: {
    topNav: navFor(null),
    overlays: <SiteEntryWarning open siteName={siteSettings.name} onEnter={fn()} leaveHref="https://www.google.com/" />,
  },
  play: async ({ globals }) => {
    const t = layoutText(globals);
    const dialog = await screen.findByRole('dialog', { name: t('entry.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Offline: Story = {
  args: { overlays: <OfflineBanner online={false} /> },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
