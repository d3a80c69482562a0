import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditLogScreen } from '../../../src/screens/AuditLogScreen';
import {
  auditActionOptions,
  auditEntries,
  auditSiteOptions,
  auditStaffOptions,
  auditTargetTypes,
  emptyAuditFilters,
  longAuditEntries,
} from '../../fixtures/staffA';

function WithError(args: ComponentProps<typeof AuditLogScreen>) {
  const { t } = useTranslation();
  return <AuditLogScreen {...args} error={t('errors:generic')} />;
}

const meta = {
  title: 'Back office/AuditLogScreen',
  component: AuditLogScreen,
  args: {
    entries: auditEntries,
    filters: emptyAuditFilters,
    onFilter: fn(),
    staffOptions: auditStaffOptions,
    actionOptions: auditActionOptions,
    targetTypeOptions: auditTargetTypes,
    siteOptions: auditSiteOptions,
    onRetry: fn(),
    onLoadMore: fn(),
    hasMore: true,
  },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with who, action, target, site, reason and a compact diff; filters and load more call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Staff actions, newest first' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(auditEntries.length + 1);
    const first = within(rows[1]!);
    await expect(first.getByText('site.update')).toBeInTheDocument();
    await expect(first.getByText('message_credits:')).toBeInTheDocument();
    await expect(first.queryByText('name:')).toBeNull();
    await userEvent.click(first.getByText('Show full record'));
    await expect(first.getByText(/"fictional_icon": "💫"/)).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'photo.reject');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Target id' }), ' 9812 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ ...emptyAuditFilters, action: 'photo.reject', targetId: '9812' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith(emptyAuditFilters);
  },
};

export const Loading: Story = { args: { loading: true, entries: [] } };

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Load more/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [], hasMore: false, filters: { ...emptyAuditFilters, action: 'member.ban' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No actions match these filters.')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveValue('member.ban');
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { entries: longAuditEntries },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { entries: longAuditEntries },
};
