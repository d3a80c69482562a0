import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { CheckboxField } from '../../src/components/CheckboxField';
import { UiText, useUiExample } from '../fixtures/uiExamples';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: {
    label: <UiText k="adult_label" />,
    variant: 'checkbox',
    onChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['checkbox', 'switch'] },
    label: { control: false },
    hint: { control: false },
  },
  decorators: [
    (Story) => (
      <Form>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).not.toBeChecked();
    // The label is a click target too.
    await userEvent.click(canvasElement.querySelector('label') as HTMLLabelElement);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  args: { label: <UiText k="notify_messages_label" />, hint: <UiText k="notify_messages_hint" /> },
};

export const WithError: Story = {
  args: { label: <UiText k="terms_label" />, required: true },
  render: function Render(args) {
    const t = useUiExample();
    return <CheckboxField {...args} error={t('terms_error')} />;
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription(/.+/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
};

export const Switch: Story = {
  args: { variant: 'switch', label: <UiText k="notify_messages_label" />, hint: <UiText k="notify_messages_hint" /> },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};

export const SwitchOn: Story = {
  args: { variant: 'switch', label: <UiText k="notify_likes_label" />, defaultChecked: true },
};

export const SwitchDisabled: Story = {
  args: { variant: 'switch', label: <UiText k="notify_likes_label" />, defaultChecked: true, disabled: true },
};

/** Notification settings: a list of switches. */
export const SettingsList: Story = {
  render: (args) => (
    <>
      <CheckboxField {...args} variant="switch" label={<UiText k="notify_messages_label" />} hint={<UiText k="notify_messages_hint" />} defaultChecked />
      <CheckboxField {...args} variant="switch" label={<UiText k="notify_likes_label" />} />
    </>
  ),
};

/** Signup consent: the long label wraps beside the box, in the longest locale. */
export const LongLabelGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { label: <UiText k="terms_label" />, required: true },
  render: function Render(args) {
    const t = useUiExample();
    return <CheckboxField {...args} error={t('terms_error')} />;
  },
};
