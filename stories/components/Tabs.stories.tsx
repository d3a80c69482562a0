import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Badge } from '../../src/components/Badge';
import { Tabs, type TabsProps } from '../../src/components/Tabs';
import { UiText, useUiExample } from '../fixtures/uiExamples';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type TabItem = TabsProps['items'][number];
const LIKED_ME: TabItem = { value: 'liked-me', label: <UiText k="tab_liked_me" />, content: <Empty><UiText k="tab_liked_me_empty" /></Empty> };
const MY_LIKES: TabItem = { value: 'my-likes', label: <UiText k="tab_my_likes" />, content: <Empty><UiText k="tab_my_likes_empty" /></Empty> };
const MATCHES: TabItem = { value: 'matches', label: <UiText k="tab_matches" />, content: <Empty><UiText k="tab_matches_empty" /></Empty> };
const LIKES_TABS = [LIKED_ME, MY_LIKES, MATCHES];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: LIKES_TABS, ariaLabel: '', onValueChange: fn(), onLinkClick: fn() },
  argTypes: { items: { control: false } },
  // The tab list's name is translated, so every story renders through here.
  render: function Render(args) {
    const t = useUiExample();
    return <Tabs {...args} ariaLabel={args.ariaLabel || t('likes_tabs')} />;
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    const [first, second, third] = tabs as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(first.textContent ?? '');

    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('my-likes');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(second.textContent ?? '');

    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is in the tab order; Tab moves on into the panel.
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'my-likes' },
};

export const WithBadges: Story = {
  args: {
    items: [
      { ...LIKED_ME, badge: <Badge count={7} tone="unread" /> },
      MY_LIKES,
      { ...MATCHES, badge: <Badge count={120} tone="primary" /> },
    ],
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs[0]).toHaveTextContent('7');
    await expect(tabs[2]).toHaveTextContent('99+');
  },
};

export const DisabledTab: Story = {
  args: { items: [LIKED_ME, { ...MY_LIKES, disabled: true }, MATCHES] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Fitted: Story = {
  args: { fitted: true },
};

/** Routed tabs (/likes/{type}): links in a navigation landmark, the current one marked for assistive technology. */
export const Links: Story = {
  args: {
    value: 'my-likes',
    items: LIKES_TABS.map(({ value, label }) => ({ value, label, href: `/likes/${value}` })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
    await expect(links[2]).toHaveAttribute('href', '/likes/matches');
    // The app routes on click without a page load.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(links[2] as HTMLElement);
    await expect(args.onLinkClick).toHaveBeenCalledWith('matches', expect.anything());
  },
};

export const LinksWithBadges: Story = {
  args: {
    value: 'liked-me',
    items: LIKES_TABS.map(({ value, label }, index) => ({
      value,
      label,
      href: `/likes/${value}`,
      badge: index === 0 ? <Badge count={3} tone="unread" /> : undefined,
    })),
  },
};

/** At 375 px the row scrolls sideways rather than wrapping. */
export const NarrowGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
};
