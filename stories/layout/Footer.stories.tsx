import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/layout/Footer';
import { companyInfo, footerHrefs, longCompanyInfo, siteSettings } from '../fixtures/site';
import { layoutText } from './layoutText';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    siteName: siteSettings.name,
    company: companyInfo,
    supportEmail: siteSettings.support_email,
    supportPhone: siteSettings.support_phone,
    hrefs: footerHrefs,
    variant: 'default',
    year: 2025,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'us'] },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const nav = canvas.getByRole('navigation', { name: t('footer.label') });
    const links = within(nav);
    for (const [key, href] of [
      ['footer.terms', footerHrefs.terms],
      ['footer.privacy', footerHrefs.privacy],
      ['footer.cookies', footerHrefs.cookies],
      ['footer.ban', footerHrefs.ban],
      ['footer.pricing', footerHrefs.pricing],
      ['footer.complaints', footerHrefs.complaints],
      ['footer.return_policy', footerHrefs.returnPolicy],
      ['footer.faq', footerHrefs.faq],
    ] as const) {
      await expect(links.getByRole('link', { name: t(key) })).toHaveAttribute('href', href);
    }
    // Support goes to the support email when no support page is given.
    await expect(links.getByRole('link', { name: t('footer.support') })).toHaveAttribute('href', `mailto:${siteSettings.support_email}`);
    // SPEC §9: the phone is shown as given and dialled with dashes and spaces removed.
    await expect(canvas.getByRole('link', { name: siteSettings.support_phone })).toHaveAttribute('href', 'tel:+31201234567');
    await expect(canvas.getByText(companyInfo.kvk)).toBeVisible();
    await expect(canvas.getByText(t('footer.kvk_label'))).toBeVisible();
    await expect(canvas.getByText(companyInfo.vat_numbers[0] ?? '')).toBeVisible();
    await expect(canvas.getByText(t('footer.copyright', { year: 2025, siteName: siteSettings.name }))).toBeVisible();
    // The US links belong to the US footer only.
    await expect(canvas.queryByRole('link', { name: t('footer.us.statement_2257') })).not.toBeInTheDocument();
  },
};

export const US: Story = {
  args: { variant: 'us' },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('link', { name: t('footer.us.statement_2257') })).toHaveAttribute('href', `${footerHrefs.terms}#record-keeping-2257`);
    await expect(canvas.getByRole('link', { name: t('footer.us.privacy_choices') })).toHaveAttribute(
      'href',
      `${footerHrefs.privacy}#your-privacy-choices`,
    );
    await expect(canvas.getByRole('link', { name: t('footer.us.do_not_sell') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('footer.us.health_data') })).toHaveAttribute(
      'href',
      `${footerHrefs.privacy}#consumer-health-data`,
    );
  },
};

export const NoCompany: Story = {
  args: { company: null },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.queryByText(t('footer.kvk_label'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: siteSettings.support_email })).toBeVisible();
  },
};

export const LongCompany: Story = {
  args: {
    siteName: 'Die Allerbeste Romantische Singlebörse Deutschlands',
    company: longCompanyInfo,
    supportEmail: 'klantenservice-en-ondersteuning@internationale-datingdiensten-holding.example',
    supportPhone: longCompanyInfo.support_phone,
    hrefs: { ...footerHrefs, support: '/pages/service' },
  },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('link', { name: t('footer.support') })).toHaveAttribute('href', '/pages/service');
    await expect(canvas.getByRole('link', { name: longCompanyInfo.support_phone })).toHaveAttribute('href', 'tel:+31207654321');
    await expect(canvas.getByText(t('footer.vat_label', { count: 3 }))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
