import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderCta, type LanderCtaProps } from '../../src/components/LanderCta';
import { signupHref, useLandingText } from '../fixtures/landing';

function CtaWithOwnLabel(props: LanderCtaProps) {
  const t = useLandingText();
  return <LanderCta {...props} label={t('icons.cta')} note={false} size="md" />;
}

const meta = {
  title: 'Components/LanderCta',
  component: LanderCta,
  args: { href: signupHref },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanderCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signup button with its reassurance: free, adults only, discreet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sign up free' });
    await expect(link).toHaveAttribute('href', signupHref);
    await expect(link).toHaveAttribute('data-signup-cta');
    await expect(canvas.getByText('Free to join · Adults 18+ only · Discreet')).toBeVisible();
  },
};

export const Centered: Story = { args: { align: 'center', variant: 'secondary' } };

/** Its own words and no note (inside a card that says the rest). */
export const CustomLabelWithoutNote: Story = {
  render: (args) => <CtaWithOwnLabel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Show members who share them' })).toBeVisible();
    await expect(canvas.queryByText(/Adults 18\+ only/)).toBeNull();
  },
};

export const LongestLocale: Story = { globals: { locale: 'fr', viewport: { value: 'phone' } } };
