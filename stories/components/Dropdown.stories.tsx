import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { LANGUAGES, LANGUAGE_NAMES } from '../../locales/languages';
import { Avatar } from '../../src/components/Avatar';
import { Button } from '../../src/components/Button';
import { Dropdown } from '../../src/components/Dropdown';
import { Icon } from '../../src/components/Icon';
import { IconButton } from '../../src/components/IconButton';
import { CommonKey, MEMBER_NAMES, useCommonExample } from '../fixtures/commonExamples';
import { IMAGES } from '../fixtures/images';

const NavBar = styled.nav`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.navHeight};
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
`;

const Frame = styled.div`
  min-height: 28rem;
`;

const AccountTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown.Content,
  args: { align: 'end', children: null },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Dropdown.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const logout = fn();

function AccountMenu({ align }: { align?: 'start' | 'center' | 'end' }) {
  const t = useCommonExample();
  const { t: tc } = useTranslation('common');
  return (
    <NavBar aria-label={tc('menu')}>
      <Dropdown.Root>
        <Dropdown.Trigger>
          <AccountTrigger type="button" aria-label={t('account_menu')}>
            <Avatar src={IMAGES.anna} name="" size="sm" aria-hidden="true" />
            <Icon name="chevronDown" />
          </AccountTrigger>
        </Dropdown.Trigger>
        <Dropdown.Content align={align}>
          <Dropdown.Label>{MEMBER_NAMES.anna}</Dropdown.Label>
          <Dropdown.Item href="#profile" icon={<Icon name="user" />}>
            {t('my_profile')}
          </Dropdown.Item>
          <Dropdown.Item href="#settings" icon={<Icon name="settings" />}>
            {t('settings')}
          </Dropdown.Item>
          <Dropdown.Separator />
          <Dropdown.Item onSelect={logout} icon={<Icon name="logout" />} tone="danger">
            {t('logout')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Root>
    </NavBar>
  );
}

/** The account menu of the top navigation (SPEC §2: my profile, settings, logout). */
export const Playground: Story = {
  render: ({ align }) => <AccountMenu align={align} />,
  play: async ({ canvasElement }) => {
    logout.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '#profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: Enter opens it on the first item, arrows move, Escape closes and returns focus. */
export const Keyboard: Story = {
  render: ({ align }) => <AccountMenu align={align} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, so axe checks the menu itself. */
export const Open: Story = {
  render: function Render({ align }) {
    const t = useCommonExample();
    return (
      <Dropdown.Root defaultOpen modal={false}>
        <Dropdown.Trigger>
          <Button variant="outline" iconEnd={<Icon name="chevronDown" />}>
            {t('account_menu')}
          </Button>
        </Dropdown.Trigger>
        <Dropdown.Content align={align ?? 'start'}>
          <Dropdown.Item href="#profile" icon={<Icon name="user" />}>
            {t('my_profile')}
          </Dropdown.Item>
          <Dropdown.Item href="#settings" icon={<Icon name="settings" />}>
            {t('settings')}
          </Dropdown.Item>
          <Dropdown.Item disabled icon={<Icon name="coins" />}>
            {t('buy_credits')}
          </Dropdown.Item>
          <Dropdown.Separator />
          <Dropdown.Item onSelect={logout} icon={<Icon name="logout" />} tone="danger">
            {t('logout')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Root>
    );
  },
};

const changeLanguage = fn();

/** The language menu: each language in its own name, the current one checked (SPEC §4 locale change). */
export const LanguageRadioGroup: Story = {
  render: function Render({ align }) {
    const { t } = useTranslation('common');
    const [language, setLanguage] = useState('en');
    return (
      <NavBar aria-label={t('menu')}>
        <Dropdown.Root>
          <Dropdown.Trigger>
            <IconButton variant="onNav" label={t('language')} icon={<Icon name="globe" />} />
          </Dropdown.Trigger>
          <Dropdown.Content align={align}>
            <Dropdown.Label>{t('language')}</Dropdown.Label>
            <Dropdown.RadioGroup
              value={language}
              onValueChange={(value) => {
                changeLanguage(value);
                setLanguage(value);
              }}
            >
              {LANGUAGES.map((code) => (
                <Dropdown.RadioItem key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </Dropdown.RadioItem>
              ))}
            </Dropdown.RadioGroup>
          </Dropdown.Content>
        </Dropdown.Root>
      </NavBar>
    );
  },
  play: async ({ canvasElement }) => {
    changeLanguage.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Language' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(changeLanguage).toHaveBeenCalledWith('de');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
  },
};

/** A long German menu at phone width stays inside the screen. */
export const LongContentOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  render: function Render() {
    const t = useCommonExample();
    return (
      <Dropdown.Root defaultOpen modal={false}>
        <Dropdown.Trigger>
          <Button variant="outline" iconEnd={<Icon name="chevronDown" />}>
            <CommonKey k="more" />
          </Button>
        </Dropdown.Trigger>
        <Dropdown.Content align="start">
          <Dropdown.Item icon={<Icon name="crown" />}>{t('premium_only')}</Dropdown.Item>
          <Dropdown.Item icon={<Icon name="image" />}>{t('photo_action')}</Dropdown.Item>
          <Dropdown.Item icon={<Icon name="block" />} tone="danger">
            {t('delete_title')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Root>
    );
  },
};
