import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { TextField } from '../../src/components/TextField';
import { EXAMPLE_VALUES, UiText, useUiExample } from '../fixtures/uiExamples';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const SuggestionButton = styled.button`
  padding: 0;
  margin-inline-start: ${({ theme }) => theme.space[2]};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: <UiText k="nickname_label" />,
    type: 'text',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'date', 'tel', 'search', 'number'] },
    label: { control: false },
    hint: { control: false },
    suggestion: { control: false },
  },
  decorators: [
    (Story) => (
      <Form>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: <UiText k="nickname_hint" />, autoComplete: 'nickname' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'Anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Anna', expect.anything());
    await expect(input).toHaveAccessibleDescription(/.+/);
  },
};

export const Empty: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', autoComplete: 'email', inputMode: 'email' },
};

export const Filled: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', autoComplete: 'email', defaultValue: EXAMPLE_VALUES.email },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(EXAMPLE_VALUES.email);
  },
};

export const WithHint: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', hint: <UiText k="email_hint" /> },
};

export const WithError: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', defaultValue: EXAMPLE_VALUES.invalidEmail, hint: <UiText k="email_hint" /> },
  render: function Render(args) {
    const t = useUiExample();
    return <TextField {...args} error={t('email_error')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Hint and error are both read with the field, the error after the hint.
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(described).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', defaultValue: EXAMPLE_VALUES.email, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { label: <UiText k="nickname_label" />, required: true, hint: <UiText k="nickname_hint" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Optional: Story = {
  args: { label: <UiText k="phone_label" />, type: 'tel', optional: true, autoComplete: 'tel' },
};

export const Password: Story = {
  args: {
    label: <UiText k="password_label" />,
    type: 'password',
    autoComplete: 'new-password',
    hint: <UiText k="password_hint" />,
    defaultValue: EXAMPLE_VALUES.password,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/.+/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button');
    const showName = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle.getAttribute('aria-label')).not.toBe(showName);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName(showName ?? '');
  },
};

export const PasswordWithError: Story = {
  args: { label: <UiText k="password_label" />, type: 'password', autoComplete: 'new-password', defaultValue: 'kort' },
  render: function Render(args) {
    const t = useUiExample();
    return <TextField {...args} error={t('password_error')} />;
  },
};

export const DateOfBirth: Story = {
  args: {
    label: <UiText k="birthdate_label" />,
    type: 'date',
    autoComplete: 'bday',
    hint: <UiText k="birthdate_hint" />,
    defaultValue: EXAMPLE_VALUES.birthdate,
    max: '2008-01-01',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'date');
  },
};

export const Telephone: Story = {
  args: { label: <UiText k="phone_label" />, type: 'tel', autoComplete: 'tel', inputMode: 'tel', defaultValue: EXAMPLE_VALUES.phone },
};

export const Search: Story = {
  args: { label: <UiText k="search_label" />, type: 'search' },
  render: function Render(args) {
    const t = useUiExample();
    return <TextField {...args} placeholder={t('search_placeholder')} />;
  },
};

export const NumberInput: Story = {
  args: { label: <UiText k="age_label" />, type: 'number', inputMode: 'numeric', min: 18, max: 99, defaultValue: '32' },
};

/** The signup email check offers a correction under the field; accepting it fills the field. */
export const EmailSuggestion: Story = {
  args: { label: <UiText k="email_label" />, type: 'email', autoComplete: 'email' },
  render: function Render(args) {
    const t = useUiExample();
    const [value, setValue] = useState<string>(EXAMPLE_VALUES.emailTypo);
    const offer = value === EXAMPLE_VALUES.emailTypo;
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next, event) => {
          setValue(next);
          args.onChange?.(next, event);
        }}
        suggestion={
          offer ? (
            <>
              {t('did_you_mean', { email: EXAMPLE_VALUES.emailSuggested })}
              <SuggestionButton type="button" onClick={() => setValue(EXAMPLE_VALUES.emailSuggested)}>
                {t('use_suggestion')}
              </SuggestionButton>
            </>
          ) : null
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(new RegExp(EXAMPLE_VALUES.emailSuggested.replace('.', '\\.')));
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveValue(EXAMPLE_VALUES.emailSuggested);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** German labels and hints run long; they wrap instead of overflowing at 375 px. */
export const LongLabelGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { label: <UiText k="long_label" />, type: 'email', required: true, hint: <UiText k="email_hint" />, defaultValue: EXAMPLE_VALUES.invalidEmail },
  render: function Render(args) {
    const t = useUiExample();
    return <TextField {...args} error={t('email_error')} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A signup-style form: how the fields line up together. */
export const SignupForm: Story = {
  args: { label: <UiText k="email_label" /> },
  render: function Render(args) {
    const t = useUiExample();
    return (
      <>
        <TextField {...args} label={<UiText k="nickname_label" />} autoComplete="nickname" hint={<UiText k="nickname_hint" />} required />
        <TextField {...args} type="email" autoComplete="email" required error={t('email_error')} defaultValue={EXAMPLE_VALUES.invalidEmail} />
        <TextField {...args} label={<UiText k="password_label" />} type="password" autoComplete="new-password" required hint={<UiText k="password_hint" />} />
        <TextField {...args} label={<UiText k="birthdate_label" />} type="date" autoComplete="bday" required />
      </>
    );
  },
};
