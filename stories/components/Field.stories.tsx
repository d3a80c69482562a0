import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Field } from '../../src/components/Field';
import { UiText, useUiExample } from '../fixtures/uiExamples';

// Field is the shell every form control uses: label, hint, error, required/optional marks and the ids that tie them
// to the control. These stories wrap a bare input to show the shell on its own.
const Input = styled.input`
  font: inherit;
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
const Frame = styled.div`
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

function ErrorField() {
  const text = useUiExample();
  return (
    <Field label={<UiText k="email_label" />} hint={<UiText k="email_hint" />} error={text('email_error')} required>
      {(control) => <Input type="email" defaultValue="anna@exmaple" {...control} />}
    </Field>
  );
}

const meta = {
  title: 'Components/Field',
  component: Field,
  decorators: [(Story) => <Frame><Story /></Frame>],
  args: {
    label: <UiText k="nickname_label" />,
    children: (control) => <Input type="text" {...control} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = {
  args: { hint: <UiText k="nickname_hint" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    await expect(describedBy).not.toBe('');
    await expect(canvasElement.querySelector(`#${CSS.escape(describedBy.split(' ')[0] ?? '')}`)).not.toBeNull();
  },
};

export const Required: Story = { args: { required: true } };

export const Optional: Story = { args: { optional: true } };

export const WithError: Story = {
  render: () => <ErrorField />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, label: <UiText k="search_label" /> } };
