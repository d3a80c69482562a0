import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_NAMES } from '../../locales/languages';
import { TopNav } from '../../src/layout/TopNav';
import {
  allLanguages,
  freeMember,
  longNameMember,
  lowCreditsMember,
  navHrefs,
  noCreditsMember,
  premiumMember,
  siteSettings,
} from '../fixtures/site';
import { containing, layoutText } from './layoutText';

const meta = {
  title: 'Layout/TopNav',
  component: TopNav,
  args: {
    siteName: siteSettings.name,
    homeHref: '/',
    user: premiumMember,
    unreadMessages: 3,
    newLikes: 2,
    language: 'en',
    languages: allLanguages,
    onLanguageChange: fn(),
    hrefs: navHrefs,
    onLogout: fn(),
    onBack: fn(),
  },
  argTypes: {
    language: { control: 'select', options: allLanguages },
    current: { control: 'select', options: [undefined, 'members', 'chats', 'likes', 'credits', 'premium'] },
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  args: { user: null, unreadMessages: 0, newLikes: 0 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('link', { name: containing(t('nav.login')) })).toHaveAttribute('href', navHrefs.login);
    await expect(canvas.queryByRole('link', { name: t('nav.members') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('nav.language_button', { language: 'English' }) })).toBeVisible();
  },
};

export const FreeMember: Story = {
  args: { user: freeMember, unreadMessages: 1, newLikes: 0 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('link', { name: t('nav.premium') })).toHaveAttribute('href', navHrefs.premium);
    await expect(canvas.queryByRole('link', { name: containing(t('nav.credits'), 'start') })).not.toBeInTheDocument();
  },
};

export const PremiumMember: Story = {
  args: { user: premiumMember, unreadMessages: 0, newLikes: 0 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const credits = canvas.getByRole('link', { name: t('nav.credits') });
    await expect(credits).toHaveAttribute('href', navHrefs.credits);
    // 120 credits: no low-credit badge, and no Get Premium for a paying member.
    await expect(credits.querySelector('[data-tone]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('nav.premium') })).not.toBeInTheDocument();
  },
};

export const LowCredits: Story = {
  args: { user: lowCreditsMember },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const credits = canvas.getByRole('link', { name: containing(t('nav.low_credits', { count: 7 })) });
    await expect(credits.querySelector('[data-tone="warning"]')).toHaveTextContent('7');
  },
};

export const NoCredits: Story = {
  args: { user: noCreditsMember },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const credits = canvas.getByRole('link', { name: containing(t('nav.no_credits')) });
    await expect(credits.querySelector('[data-tone="danger"]')).toHaveTextContent('0');
  },
};

export const BigCounts: Story = {
  args: { unreadMessages: 150, newLikes: 100 },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    const messages = canvas.getByRole('link', { name: containing(t('nav.unread_messages', { count: 150 })) });
    const likes = canvas.getByRole('link', { name: containing(t('nav.new_likes', { count: 100 })) });
    await expect(messages).toHaveTextContent('99+');
    await expect(likes).toHaveTextContent('99+');
  },
};

export const WithBackButton: Story = {
  args: { showBack: true },
  play: async ({ canvas, args, globals }) => {
    const t = layoutText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CurrentPage: Story = {
  args: { current: 'chats' },
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await expect(canvas.getByRole('link', { name: containing(t('nav.messages'), 'start') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t('nav.members') })).not.toHaveAttribute('aria-current');
  },
};

export const LongName: Story = {
  args: {
    siteName: 'Die Allerbeste Romantische Singlebörse Deutschlands',
    user: longNameMember,
    unreadMessages: 12,
    newLikes: 4,
    showBack: true,
  },
};

export const Mobile: Story = {
  args: { unreadMessages: 8, newLikes: 150, user: lowCreditsMember },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const MobileLoggedOut: Story = {
  args: { user: null, unreadMessages: 0, newLikes: 0 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Open the language menu and choose a language: the callback gets its code. */
export const ChooseLanguage: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = layoutText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.language_button', { language: 'English' }) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: LANGUAGE_NAMES.de }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};

/** Open the account menu and log out. */
export const Logout: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = layoutText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.account_menu', { name: premiumMember.name }) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t('nav.profile') })).toHaveAttribute('href', navHrefs.profile);
    await expect(within(menu).getByRole('menuitem', { name: t('nav.settings') })).toHaveAttribute('href', navHrefs.settings);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('nav.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Let Radix close the menu and un-hide the page before the a11y check runs.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};

/**
 * SPEC §4 banners, one at a time on a phone: what no banner shows now waits in the account menu — links for the photo
 * and the notification settings, actions for push and the activation reminder.
 */
export const AccountMenuTasks: Story = {
  args: {
    tasks: [
      { task: 'activation', onSelect: fn() },
      { task: 'photo', href: navHrefs.profile },
      { task: 'push', onSelect: fn() },
      { task: 'notifications_disabled', href: '/notifications' },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args, globals }) => {
    const t = layoutText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.account_menu', { name: premiumMember.name }) }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items.slice(0, 4)).toEqual([t('nav.task.activation'), t('nav.task.photo'), t('nav.task.push'), t('nav.task.notifications_disabled')]);
    await expect(within(menu).getByRole('menuitem', { name: t('nav.task.photo') })).toHaveAttribute('href', navHrefs.profile);
    await expect(within(menu).getByRole('menuitem', { name: t('nav.task.notifications_disabled') })).toHaveAttribute('href', '/notifications');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('nav.task.push') }));
    await expect(args.tasks?.[2]?.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};

/** Nothing to do: the account menu starts with the profile, as before. */
export const AccountMenuWithoutTasks: Story = {
  play: async ({ canvas, globals }) => {
    const t = layoutText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.account_menu', { name: premiumMember.name }) }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent(t('nav.profile'));
    await expect(within(menu).queryByRole('menuitem', { name: t('nav.task.push') })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).toBeNull());
  },
};
