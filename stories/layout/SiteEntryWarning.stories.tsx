import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SiteEntryWarning } from '../../src/layout/SiteEntryWarning';
import { siteSettings } from '../fixtures/site';
import { layoutText } from './layoutText';

const meta = {
  title: 'Layout/SiteEntryWarning',
  component: SiteEntryWarning,
  args: {
    open: true,
    siteName: siteSettings.name,
    onEnter: fn(),
    leaveHref: 'https://www.google.com/',
  },
} satisfies Meta<typeof SiteEntryWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** It must be answered: Escape does not dismiss it; the enter button does (through the callback). */
export const Enter: Story = {
  play: async ({ args, globals }) => {
    const t = layoutText(globals);
    const dialog = await screen.findByRole('dialog', { name: t('entry.title') });
    await expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: t('entry.title') })).toBeInTheDocument();
    await expect(args.onEnter).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('link', { name: t('entry.leave') })).toHaveAttribute('href', args.leaveHref);
    await userEvent.click(within(dialog).getByRole('button', { name: t('entry.enter') }));
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

export const LongSiteName: Story = {
  args: { siteName: 'Die Allerbeste Romantische Singlebörse Deutschlands' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
