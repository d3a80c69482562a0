import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { RouteName } from '../../contract/routes';
import { PlaceholderScreen } from '../../src/screens/PlaceholderScreen';

/** Renders the placeholder the way the shell does: the page name is the route's translated name. */
function RoutePlaceholder({ routeName, homeHref }: { routeName: RouteName; homeHref?: string }) {
  const { t } = useTranslation('shell');
  return <PlaceholderScreen pageName={t(`routes.${routeName}`)} homeHref={homeHref} />;
}

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { pageName: 'Match finder', homeHref: '/' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  render: () => <RoutePlaceholder routeName="members" homeHref="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    // The card is clearly marked as a stand-in and offers the way home.
    expect(canvas.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const OnTheHomePage: Story = {
  render: () => <RoutePlaceholder routeName="index" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The longest route name in the longest locale: it wraps instead of overflowing. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  render: () => <RoutePlaceholder routeName="members-id-signup" homeHref="/" />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <RoutePlaceholder routeName="credits-id-paymentmethod" homeHref="/" />,
};
