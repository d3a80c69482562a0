import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLanguage } from '../../locales/languages';
import { LanguagePickerScreen } from '../../src/screens/LanguagePickerScreen';
import { infoPageSite } from '../fixtures/infoPages';

type PickerArgs = ComponentProps<typeof LanguagePickerScreen>;

/** The picker as the app shows it: the current language is the one the page is in (the story's locale). */
function InLocale(args: PickerArgs & { withError?: boolean }) {
  const { t, i18n } = useTranslation();
  const { withError, ...rest } = args;
  return (
    <LanguagePickerScreen
      {...rest}
      current={isLanguage(i18n.language) ? i18n.language : 'en'}
      error={withError ? t('pages:language.error') : rest.error}
    />
  );
}

const meta = {
  title: 'Screens/LanguagePickerScreen',
  component: LanguagePickerScreen,
  args: { siteName: infoPageSite.name, current: 'en', suggested: ['nl'], onSelect: fn(), continueHref: '/' },
  render: (args) => <InLocale {...args} />,
} satisfies Meta<typeof LanguagePickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from Belgium: Dutch, French and German first, then the rest; picking one reports it. */
export const Playground: Story = {
  args: { suggested: ['nl', 'fr', 'de'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const suggested = canvas.getByRole('region', { name: 'Suggested for you' });
    await expect(within(suggested).getAllByRole('button').map((button) => button.getAttribute('data-language'))).toEqual(['nl', 'fr', 'de']);
    const others = canvas.getByRole('region', { name: 'Other languages' });
    await expect(within(others).getAllByRole('button')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: /English/, pressed: true })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Deutsch/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('de');
    // Each language under its own name, marked with its language for screen readers.
    await expect(canvas.getByText('Suomi')).toHaveAttribute('lang', 'fi');
    await expect(canvas.getByText('Finnish')).toBeInTheDocument();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /English/ }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Switching: the chosen language shows a spinner and the others wait. */
export const Loading: Story = {
  args: { pending: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Deutsch/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Polski/ })).toBeDisabled();
  },
};

/** A visitor whose country has no languages of its own: one list of all 11. */
export const Empty: Story = {
  args: { suggested: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'All languages' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(11);
  },
};

export const Error: Story = {
  render: (args) => <InLocale {...args} withError />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The language could not be changed.');
  },
};

/** Just switched: confirmed in the new language, with a way on. */
export const Changed: Story = {
  globals: { locale: 'nl' },
  args: { changed: 'nl', suggested: ['nl'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${infoPageSite.name} wordt nu in het Nederlands getoond.`);
    await expect(canvas.getByRole('link', { name: `Verder naar ${infoPageSite.name}` })).toHaveAttribute('href', '/');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { siteName: 'Internationale Singlebörse für Genießer', suggested: ['de', 'it', 'fr', 'en'], changed: 'de' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { suggested: ['fi', 'sv'] },
};
