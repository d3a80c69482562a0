import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { CompleteSignupScreen, type CompleteSignupValues } from '../../src/screens/CompleteSignupScreen';
import { dutchRegions, useAccountMessages, useCountryOptions } from '../fixtures/accounts';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { siteSettings } from '../fixtures/site';

type CompleteArgs = ComponentProps<typeof CompleteSignupScreen>;

const emptyValues: CompleteSignupValues = { gender: '', seeking: '', country: '', region: '' };
const filledValues: CompleteSignupValues = { gender: 'woman', seeking: 'man', country: 'NL', region: 'Noord-Holland' };

/**
 * The container's part: the draft, country names in the current language (Intl), and the regions of the chosen
 * country (only the Netherlands has them in this fixture).
 */
function ControlledComplete({ values: initial, onChange, ...args }: CompleteArgs) {
  const [values, setValues] = useState(initial);
  const countryOptions = useCountryOptions();
  return (
    <CompleteSignupScreen
      {...args}
      countryOptions={args.loading ? [] : countryOptions}
      regionOptions={values.country === 'NL' ? dutchRegions : []}
      values={values}
      onChange={(field, value) => {
        onChange(field, value);
        setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { region: '' } : {}) }) as CompleteSignupValues);
      }}
    />
  );
}

/**
 * The option labels that overflow their card or break inside a word: a new line may only start after a space, which
 * the position of each character's box (a Range per character) tells.
 */
function brokenOptionLabels(root: HTMLElement): string[] {
  const broken: string[] = [];
  for (const label of root.querySelectorAll<HTMLElement>('[role="radiogroup"] label')) {
    const text = label.textContent ?? '';
    if (label.scrollWidth > label.clientWidth + 1) broken.push(`${text}: overflows`);
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    let previousTop: number | null = null;
    let spaceSince = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        if (/\s/.test(value[i] ?? '')) {
          spaceSince = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        if (previousTop !== null && top > previousTop + 2 && !spaceSince && value[i - 1] !== '-') broken.push(`${text}: broken before "${value.slice(i)}"`);
        previousTop = top;
        spaceSince = false;
      }
    }
  }
  return broken;
}

function WithErrors(args: CompleteArgs) {
  const messages = useAccountMessages();
  const { t } = useTranslation('errors');
  return (
    <ControlledComplete
      {...args}
      error={t('generic')}
      errors={{ gender: messages.required, seeking: messages.required, country: messages.required }}
    />
  );
}

const meta = {
  title: 'Screens/CompleteSignupScreen',
  component: CompleteSignupScreen,
  args: {
    values: emptyValues,
    onChange: fn(),
    onSubmit: fn(),
    submitting: false,
    loading: false,
    countryOptions: [],
    regionOptions: [],
    name: 'Sophie',
    brand: <SiteBrand siteName={siteSettings.name} homeHref="/" />,
  },
  argTypes: { brand: { control: false }, countryOptions: { control: false }, regionOptions: { control: false } },
  render: (args) => <ControlledComplete {...args} />,
} satisfies Meta<typeof CompleteSignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose gender and seeking, a country, then its region; each choice goes to the container. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'A woman' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('gender', 'woman');
    const seeking = canvas.getByRole('radiogroup', { name: /looking for/ });
    await userEvent.click(within(seeking).getByRole('radio', { name: 'Men' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('seeking', 'man');
    // No region field until a country with regions is chosen.
    await expect(canvas.queryByLabelText('Region')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'NL');
    await expect(args.onChange).toHaveBeenLastCalledWith('country', 'NL');
    await userEvent.selectOptions(canvas.getByLabelText('Region'), 'Utrecht');
    await expect(args.onChange).toHaveBeenLastCalledWith('region', 'Utrecht');
    await userEvent.click(canvas.getByRole('button', { name: 'Show me my matches' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = { args: { values: filledValues } };

/** Countries and regions are still loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show me my matches' })).toBeDisabled();
    await expect(canvas.queryByLabelText(/Country/)).toBeNull();
  },
};

export const Submitting: Story = { args: { values: filledValues, submitting: true } };

/** Nothing chosen yet, no name to greet. */
export const Empty: Story = { args: { name: undefined } };

export const Error: Story = {
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /I am/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { values: filledValues, name: MEMBER_NAMES.long },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { values: filledValues },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { values: filledValues },
};

/** At 576 px in German (long words such as "Trans-Personen"): option labels wrap between words only. */
export const WholeWordsSm: Story = {
  globals: { locale: 'de', viewport: { value: 'sm' } },
  args: { values: filledValues },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(8);
    await expect(brokenOptionLabels(canvasElement)).toEqual([]);
  },
};

/** At 768 px, four cards a row where they fit, in Finnish (the longest labels): no word broken. */
export const WholeWordsMd: Story = {
  globals: { locale: 'fi', viewport: { value: 'md' } },
  args: { values: filledValues },
  play: async ({ canvasElement }) => {
    await expect(brokenOptionLabels(canvasElement)).toEqual([]);
  },
};

/** At 375 px in Polish: no word broken. */
export const WholeWordsPhone: Story = {
  globals: { locale: 'pl', viewport: { value: 'phone' } },
  args: { values: filledValues },
  play: async ({ canvasElement }) => {
    await expect(brokenOptionLabels(canvasElement)).toEqual([]);
  },
};
