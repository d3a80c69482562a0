import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { TextAreaField } from '../../src/components/TextAreaField';
import { EXAMPLE_VALUES, UiText, useUiExample } from '../fixtures/uiExamples';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: {
    label: <UiText k="about_label" />,
    hint: <UiText k="about_hint" />,
    maxLength: 300,
    showCount: true,
    rows: 4,
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
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox');
    await expect(canvas.getByText('0 / 300')).toBeVisible();
    await userEvent.type(textarea, 'Hallo!');
    await expect(canvas.getByText('6 / 300')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Hallo!', expect.anything());
    // Screen readers hear the remaining characters once typing pauses.
    await waitFor(() => expect(canvasElement.querySelector('[aria-live="polite"]:not(:empty)')).not.toBeNull(), { timeout: 3000 });
  },
};

export const Filled: Story = {
  args: { defaultValue: EXAMPLE_VALUES.about },
};

export const AtLimit: Story = {
  args: { maxLength: 40, defaultValue: EXAMPLE_VALUES.about.slice(0, 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox');
    await userEvent.type(textarea, 'more');
    // The browser stops input at maxLength.
    await expect((textarea as HTMLTextAreaElement).value).toHaveLength(40);
    await expect(canvas.getByText('40 / 40')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hoi', required: true },
  render: function Render(args) {
    const t = useUiExample();
    return <TextAreaField {...args} error={t('about_error')} />;
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    // Hint, character limit and error.
    await expect(textarea.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { defaultValue: EXAMPLE_VALUES.about, disabled: true },
};

export const WithoutLimit: Story = {
  args: { maxLength: undefined, defaultValue: EXAMPLE_VALUES.about },
};

export const WithoutCount: Story = {
  args: { showCount: false, optional: true },
};
