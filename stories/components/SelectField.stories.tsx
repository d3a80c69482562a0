import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { SelectField } from '../../src/components/SelectField';
import { REGION_OPTIONS, UiText, useUiExample } from '../fixtures/uiExamples';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    label: <UiText k="region_label" />,
    options: REGION_OPTIONS,
    placeholder: true,
    onChange: fn(),
  },
  argTypes: { label: { control: false }, hint: { control: false } },
  decorators: [
    (Story) => (
      <Form>
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: <UiText k="region_hint" /> },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'ut');
    await expect(args.onChange).toHaveBeenLastCalledWith('ut', expect.anything());
    await expect(select).toHaveValue('ut');
  },
};

export const Placeholder: Story = {};

export const Selected: Story = {
  args: { defaultValue: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('Zuid-Holland');
  },
};

export const WithHint: Story = {
  args: { hint: <UiText k="region_hint" /> },
};

export const WithError: Story = {
  args: { required: true },
  render: function Render(args) {
    const t = useUiExample();
    return <SelectField {...args} error={t('region_error')} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/.+/);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'nh', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toBeRequired();
    // The empty choice cannot be picked again in a required select.
    await expect(within(select).getAllByRole('option')[0]).toBeDisabled();
  },
};

/** Translated options without an empty choice: a sort order. */
export const SortOrder: Story = {
  args: { label: <UiText k="sort_label" />, placeholder: false, options: [] },
  render: function Render(args) {
    const t = useUiExample();
    return (
      <SelectField
        {...args}
        options={[
          { value: 'newest', label: t('sort_newest') },
          { value: 'nearest', label: t('sort_nearest') },
          { value: 'online', label: t('sort_online') },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('newest');
  },
};
