import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { AuthPanel } from '../../src/components/AuthPanel';
import { Button } from '../../src/components/Button';
import { Link } from '../../src/components/Link';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { siteSettings } from '../fixtures/site';

type PanelArgs = Partial<ComponentProps<typeof AuthPanel>>;

/** The panel with the texts of the reset-password "sent" page, translated in the story's locale. */
function ExamplePanel(args: PanelArgs) {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel
      title={t('reset_do.done_title')}
      description={t('reset_do.done_body')}
      footer={<Link href="/signup">{t('signup.title')}</Link>}
      {...args}
    >
      <Button href="/login" size="lg" fullWidth>
        {t('reset_do.login')}
      </Button>
    </AuthPanel>
  );
}

const meta = {
  title: 'Components/AuthPanel',
  component: AuthPanel,
  args: { title: '', icon: 'check', tone: 'success', width: 'sm', align: 'start', busy: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'success', 'info', 'warning', 'danger'] },
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    title: { control: false },
    children: { control: false },
  },
  render: ({ title: _title, children: _children, ...args }) => <ExamplePanel {...args} />,
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    // The card is a region named by its heading, so it is a landmark a screen reader can jump to.
    await expect(canvas.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

const TONE_EXAMPLES = [
  { tone: 'primary', icon: 'lock', title: 'reset.title' },
  { tone: 'success', icon: 'check', title: 'reset_do.done_title' },
  { tone: 'info', icon: 'info', title: 'signup.closed.title' },
  { tone: 'warning', icon: 'warning', title: 'reset_do.invalid_title' },
  { tone: 'danger', icon: 'danger', title: 'reminder.title' },
] as const;

function ToneExamples() {
  const { t } = useTranslation('auth');
  return (
    <>
      {TONE_EXAMPLES.map(({ tone, icon, title }) => (
        <ExamplePanel key={tone} tone={tone} icon={icon} title={t(title)} />
      ))}
    </>
  );
}

/** Each tone with its emblem; every card is its own region, named by its heading. */
export const Tones: Story = {
  render: () => <ToneExamples />,
};

/** While the content loads or submits, the region says it is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Centered: Story = { args: { align: 'center' } };

/** On pages without navigation (the empty layout), the site's logo sits above the card. */
export const WithBrand: Story = {
  args: { brand: <SiteBrand siteName={siteSettings.name} homeHref="/" /> },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { width: 'sm' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
