import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SitesListScreen } from '../../../src/screens/SitesListScreen';
import { longSitesList, sitesList } from '../../fixtures/staffA';

function WithError(args: ComponentProps<typeof SitesListScreen>) {
  const { t } = useTranslation();
  return <SitesListScreen {...args} error={t('errors:generic')} />;
}

const editHref = (id: number) => `/staff/sites/${id}`;

const meta = {
  title: 'Back office/SitesListScreen',
  component: SitesListScreen,
  args: { sites: sitesList, editHref, createHref: '/staff/sites/new', onRetry: fn() },
} satisfies Meta<typeof SitesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: every site with its niche colours, languages and status, and a create button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Sites' })).getAllByRole('row');
    await expect(rows).toHaveLength(sitesList.length + 1);
    await expect(within(rows[2]!).getByText('2 · Women')).toBeInTheDocument();
    await expect(within(rows[4]!).getByText('Inactive')).toBeInTheDocument();
    await expect(within(rows[4]!).getByText(/Nederlands \(default\)/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit (she.localhost)' })).toHaveAttribute('href', '/staff/sites/2');
    await expect(canvas.getByRole('link', { name: 'New site' })).toHaveAttribute('href', '/staff/sites/new');
    await expect(canvasElement.querySelectorAll('[data-niche-swatch]')).toHaveLength(sitesList.length);
  },
};

/** A partner: only their own sites, no create button. */
export const Partner: Story = {
  args: { sites: sitesList.slice(1, 3), createHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'New site' })).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { sites: [], createHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no sites to manage.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = { globals: { locale: 'de' }, args: { sites: longSitesList } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { sites: longSitesList } };
