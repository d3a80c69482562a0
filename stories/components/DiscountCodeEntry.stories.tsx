import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { DiscountCodeEntry } from '../../src/components/DiscountCodeEntry';
import { useCreditsMessages } from '../fixtures/credits';

const Frame = styled.div`
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type EntryArgs = ComponentProps<typeof DiscountCodeEntry>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: EntryArgs & { build: (messages: Messages) => Partial<EntryArgs> }) {
  return <DiscountCodeEntry {...args} {...build(useCreditsMessages())} />;
}

/** The container's part: checking, then SPEC §5 'Code niet gevonden', 'Code reeds gebruikt', or applied. */
function Interactive({ onApply, onRemove, ...args }: EntryArgs) {
  const messages = useCreditsMessages();
  const [state, setState] = useState<Partial<EntryArgs>>({});
  return (
    <DiscountCodeEntry
      {...args}
      {...state}
      onApply={(code) => {
        onApply(code);
        setState({ applying: true });
        setTimeout(() => {
          if (code.toUpperCase() === 'SUMMER10') setState({ applied: { code: 'SUMMER10', percentage: 10 } });
          else if (code.toUpperCase() === 'USED10') setState({ error: messages.discountUsed });
          else setState({ error: messages.discountNotFound });
        }, 150);
      }}
      onRemove={() => {
        onRemove?.();
        setState({});
      }}
    />
  );
}

const meta = {
  title: 'Components/DiscountCodeEntry',
  component: DiscountCodeEntry,
  args: { onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof DiscountCodeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter a code and apply it: an unknown code is refused, a good one applied, and it can be removed again. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Enter your code');
    await userEvent.type(input, ' nope ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('nope');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Code not found/));
    await userEvent.clear(input);
    await userEvent.type(input, 'SUMMER10{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith('SUMMER10');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Code SUMMER10 applied: 10% off'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByLabelText('Enter your code')).toBeInTheDocument();
  },
};

/** An empty code is not sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Enter your code')).toHaveAccessibleDescription(/Please enter a discount code/);
  },
};

export const Applying: Story = {
  args: { applying: true },
};

export const NotFound: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.discountNotFound })} />,
};

export const AlreadyUsed: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.discountUsed })} />,
};

/** SPEC §5 Dutch strings, verbatim. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.discountUsed })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Code reeds gebruikt')).toBeInTheDocument();
  },
};

export const Applied: Story = {
  args: { applied: { code: 'SUMMER10', percentage: 10 } },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { applied: { code: 'SOMMERSCHLUSSVERKAUF2026-TREUEBONUS', percentage: 35 } },
};
