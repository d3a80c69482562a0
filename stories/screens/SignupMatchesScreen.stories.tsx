import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupMatchesScreen } from '../../src/screens/SignupMatchesScreen';
import { longSignupMatches, signupMatches } from '../fixtures/accounts';
import { siteSettings } from '../fixtures/site';

type MatchesArgs = ComponentProps<typeof SignupMatchesScreen>;

/** The container's part: a like is saved (pending), then shown as liked. */
function Interactive({ matches: initial, onLike, onUnlike, ...args }: MatchesArgs) {
  const [matches, setMatches] = useState(initial);
  const toggle = (id: number, liked: boolean) =>
    setMatches((current) => current.map((match) => (match.id === id ? { ...match, liked } : match)));
  return (
    <SignupMatchesScreen
      {...args}
      matches={matches}
      onLike={(id) => {
        onLike(id);
        toggle(id, true);
      }}
      onUnlike={(id) => {
        onUnlike?.(id);
        toggle(id, false);
      }}
    />
  );
}

function WithError(args: MatchesArgs) {
  const { t } = useTranslation('errors');
  return <SignupMatchesScreen {...args} matches={[]} error={t('generic')} />;
}

const meta = {
  title: 'Screens/SignupMatchesScreen',
  component: SignupMatchesScreen,
  args: {
    matches: signupMatches,
    onLike: fn(),
    onUnlike: fn(),
    onRetry: fn(),
    pendingIds: [],
    continueHref: '/members',
    loading: false,
    brand: <SiteBrand siteName={siteSettings.name} homeHref="/" />,
  },
  argTypes: { brand: { control: false } },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof SignupMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Like a member (a toggle button, pressed once liked) and unlike again; the count of likes is announced. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members who match you' })).toBeInTheDocument();
    const like = canvas.getByRole('button', { name: 'Like Anna' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked 3 members');
    await userEvent.click(canvas.getByRole('button', { name: 'Like Mark de Vries' }));
    await expect(args.onUnlike).toHaveBeenCalledWith(102);
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/members');
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading members who match you')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: /Like/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/still looking for members who match you/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A like being saved shows a spinner on its button. */
export const Pending: Story = {
  args: { pendingIds: [101] },
  render: (args) => <SignupMatchesScreen {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { matches: longSignupMatches },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
