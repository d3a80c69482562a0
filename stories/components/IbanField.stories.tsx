import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { IbanField } from '../../src/components/IbanField';
import { useCreditsMessages } from '../fixtures/credits';

const Frame = styled.div`
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/IbanField',
  component: IbanField,
  args: { value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render({ onChange, value, ...args }) {
    const [iban, setIban] = useState(value);
    return (
      <IbanField
        {...args}
        value={iban}
        onChange={(next) => {
          setIban(next);
          onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof IbanField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Groups of four as you type (upper case, spaces and dashes dropped); masked once you leave the field. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('IBAN');
    await userEvent.type(input, 'nl91abna-0417164300');
    await expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
    await expect(args.onChange).toHaveBeenLastCalledWith('NL91ABNA0417164300');
    await userEvent.tab();
    await expect(input).toHaveValue('NL91 •••• •••• ••43 00');
    await userEvent.click(input);
    await expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
  },
};

/** Typing in the middle keeps the caret behind the character just typed. */
export const EditInTheMiddle: Story = {
  args: { value: 'DE89370400440532013000' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('IBAN') as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('DE8370400440532013000');
    await expect(input).toHaveValue('DE83 7040 0440 5320 1300 0');
    await expect(input.selectionStart).toBe(3);
  },
};

/** A value entered earlier, shown masked (SEC-24). */
export const Masked: Story = {
  args: { value: 'GB29NWBK60161331926819' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('IBAN')).toHaveValue('GB29 •••• •••• •••• ••68 19');
  },
};

/**
 * Tabbing into a masked number (or an autofill that selects it) keeps it selected whole once the dots give way to the
 * number, so typing a new one replaces it instead of adding to it.
 */
export const RetypeMasked: Story = {
  args: { value: 'NL91ABNA0417164301' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('IBAN') as HTMLInputElement;
    // What keyboard focus and autofill do: focus, then select the whole text, before React has swapped the dots.
    input.focus();
    input.select();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(input).toHaveValue('NL91 ABNA 0417 1643 01');
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe(input.value.length);
    await userEvent.keyboard('NL91ABNA0417164300');
    await expect(args.onChange).toHaveBeenLastCalledWith('NL91ABNA0417164300');
    await expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
  },
};

export const Invalid: Story = {
  args: { value: 'NL91ABNA0417164301' },
  render: function Render({ onChange, ...args }) {
    const messages = useCreditsMessages();
    return <IbanField {...args} onChange={onChange} error={messages.ibanInvalid} />;
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { value: 'MT84MALT011000012345MTLCAST001S' },
};
