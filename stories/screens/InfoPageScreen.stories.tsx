import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfoPageScreen } from '../../src/screens/InfoPageScreen';
import { infoPageHrefs, infoPageSite, longInfoPageSite, termsVersionIso } from '../fixtures/infoPages';
import { companyInfo, longCompanyInfo } from '../fixtures/site';

type InfoArgs = ComponentProps<typeof InfoPageScreen>;

/** The terms version date written as a reader of the story's locale writes it (the app formats it the same way). */
function WithVersion(args: InfoArgs) {
  const { i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(termsVersionIso));
  return <InfoPageScreen {...args} version={{ iso: termsVersionIso, label }} />;
}

const meta = {
  title: 'Screens/InfoPageScreen',
  component: InfoPageScreen,
  args: { page: 'terms', site: infoPageSite, company: companyInfo, hrefs: infoPageHrefs, onRetry: fn() },
  argTypes: {
    page: { control: 'select', options: ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] },
  },
  render: (args) => (args.page === 'terms' ? <WithVersion {...args} /> : <InfoPageScreen {...args} />),
} satisfies Meta<typeof InfoPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms: version date, the operating company, the contents, and the 2257 section the US footer links to. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    await expect(canvas.getByText('Version of March 1, 2024')).toHaveAttribute('datetime', termsVersionIso);
    await expect(canvas.getAllByText(companyInfo.name).length).toBeGreaterThan(0);
    // "Demo Media B.V." ends the sentence with its own full stop, not two.
    await expect(canvas.getByText(`${infoPageSite.name} (${infoPageSite.domain}) is an online dating and chat service operated by Demo Media B.V.`)).toBeInTheDocument();
    await expect(canvas.getByText(companyInfo.kvk)).toBeInTheDocument();
    await expect(canvas.getByText(companyInfo.vat_numbers[0] ?? '')).toBeInTheDocument();
    // The contents lead to each section, and the footer's #record-keeping-2257 exists.
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(contents).getByRole('link', { name: 'Record keeping (18 U.S.C. 2257)' })).toHaveAttribute('href', '#record-keeping-2257');
    await expect(canvasElement.querySelector('#record-keeping-2257')).not.toBeNull();
    // The site's own fictional wording.
    await expect(canvas.getByText(new RegExp(`shows ${infoPageSite.fictionalPlural}\\.`))).toBeInTheDocument();
    const related = canvas.getByRole('navigation', { name: 'More information' });
    await expect(within(related).queryByRole('link', { name: 'Terms and conditions' })).toBeNull();
    await expect(within(related).getByRole('link', { name: 'Complaints form' })).toHaveAttribute('href', '/complaints');
  },
};

export const Default: Story = {};

/** The company details are still loading: placeholders where they go, the texts name the site meanwhile. */
export const Loading: Story = {
  args: { company: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText(companyInfo.kvk)).toBeNull();
  },
};

/** A site without company details: the texts name the site as the operator, no details block. */
export const Empty: Story = {
  args: { company: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${infoPageSite.name} (${infoPageSite.domain}) is an online dating and chat service operated by ${infoPageSite.name}.`)).toBeInTheDocument();
    await expect(canvas.queryByText('Registration number')).toBeNull();
  },
};

/** The company details failed to load: a warning with a retry; the texts stay readable. */
export const Error: Story = {
  args: { company: null, error: 'The company details could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The company details could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
  },
};

/** The longest locale with a long company, site name and contacts. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { site: longInfoPageSite, company: longCompanyInfo },
};

export const Privacy: Story = {
  args: { page: 'privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    // The anchors the US footer links to.
    await expect(canvasElement.querySelector('#your-privacy-choices')).not.toBeNull();
    await expect(canvasElement.querySelector('#consumer-health-data')).not.toBeNull();
    await expect(canvas.getAllByText(new RegExp(infoPageSite.supportEmail.replace('.', '\\.'))).length).toBeGreaterThan(0);
  },
};

export const Cookies: Story = {
  args: { page: 'cookies' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^auth\.session keeps you logged in/)).toHaveTextContent(infoPageSite.domain);
  },
};

export const Ban: Story = { args: { page: 'ban' } };

/** The return policy names the site's own refund_days (SPEC §3), with the plural form of the count. */
export const ReturnPolicy: Story = {
  args: { page: 'return-policy', site: { ...infoPageSite, refundDays: 30 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/within 30 days of buying it/)).toBeInTheDocument();
  },
};

export const ReturnPolicyOneDay: Story = {
  args: { page: 'return-policy', site: { ...infoPageSite, refundDays: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/within 1 day of buying it/)).toBeInTheDocument();
  },
};

/** The FAQ: questions about credits, premium, fictional profiles, privacy and deletion, opened one by one. */
export const Faq: Story = {
  args: { page: 'faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const heading of ['Credits', 'Premium membership', 'Entertainment profiles', 'Privacy', 'Deleting your account']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const answer = canvas.getByText(/For 14 days after deleting/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('Can I undo the deletion?'));
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByText('Are all profiles real?'));
    await expect(canvas.getByText(new RegExp(`Every ${infoPageSite.fictionalSingular} is marked`))).toBeVisible();
  },
};

/** The FAQ says what a message costs the reader's country, once the price has loaded. */
export const FaqWithMessagePrice: Story = {
  args: { page: 'faq', site: { ...infoPageSite, messageCredits: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('What does a message cost?'));
    await expect(canvas.getByText(/In your country, a message costs 3 credits\./)).toBeVisible();
  },
};

/** Without the price (still loading) the question waits instead of showing a number. */
export const FaqPriceLoading: Story = {
  args: { page: 'faq', site: { ...infoPageSite, messageCredits: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('What does a message cost?')).toBeNull();
  },
};

/** Customer service: the support address and phone as links; the phone dialled without dashes or spaces (SPEC §9). */
export const Service: Story = {
  args: { page: 'service' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: infoPageSite.supportEmail })).toHaveAttribute('href', `mailto:${infoPageSite.supportEmail}`);
    await expect(canvas.getByRole('link', { name: infoPageSite.supportPhone })).toHaveAttribute('href', 'tel:+31201234567');
  },
};

export const DutchTerms: Story = { globals: { locale: 'nl' } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { page: 'faq' },
};
