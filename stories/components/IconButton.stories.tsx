import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Badge } from '../../src/components/Badge';
import { Icon } from '../../src/components/Icon';
import { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from '../../src/components/IconButton';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const NavBar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
`;

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <Icon name="search" />, variant: 'ghost', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
    badge: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <IconButton {...args} label={t('search')} />;
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Solid: Story = { args: { variant: 'solid' } };

/** `onNav` reads on the navigation bar's background. */
export const OnNavigation: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <NavBar aria-label={t('menu')}>
        <IconButton {...args} variant="onNav" label={t('search')} icon={<Icon name="search" />} />
        <IconButton {...args} variant="onNav" label={t('language')} icon={<Icon name="globe" />} />
        <IconButton {...args} variant="onNav" label={t('open_menu')} icon={<Icon name="menu" />} />
      </NavBar>
    );
  },
};

export const Sizes: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <Row>
        {ICON_BUTTON_SIZES.map((size) => (
          <IconButton key={size} {...args} size={size} variant="solid" label={t('send')} icon={<Icon name="send" />} />
        ))}
      </Row>
    );
  },
};

/** A count badge in the corner becomes the button's accessible description. */
export const WithBadge: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <NavBar aria-label={t('menu')}>
        <IconButton
          {...args}
          variant="onNav"
          href="#chats"
          label={t('example.messages')}
          icon={<Icon name="chat" />}
          badge={<Badge count={5} tone="unread" label={t('unread_messages', { count: 5 })} />}
        />
        <IconButton
          {...args}
          variant="onNav"
          href="#likes"
          label={t('example.likes')}
          icon={<Icon name="heart" />}
          badge={<Badge count={120} tone="danger" label={t('new_likes', { count: 120 })} />}
        />
      </NavBar>
    );
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleDescription('5 unread messages');
    await expect(links[1]).toHaveAccessibleDescription('120 new likes');
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

export const AsLink: Story = {
  args: { href: '#members' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '#members');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
