import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { IcebreakerModal } from '../../src/components/IcebreakerModal';
import { chatCosts, overlaysClosed, useChatMessages, useIcebreakerLines, useLongIcebreakerLines } from '../fixtures/chat';
import { MEMBER_NAMES } from '../fixtures/commonExamples';

const Frame = styled.div`
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof IcebreakerModal>;

/** The app's part: the lines come from the server in the viewer's language; a picked line is sent, then it closes. */
function Interactive({ open, onOpenChange, onPick, long = false, ...args }: Args & { long?: boolean }) {
  const shortLines = useIcebreakerLines();
  const longLines = useLongIcebreakerLines();
  const [isOpen, setOpen] = useState(open);
  const [sending, setSending] = useState<string | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        💬
      </Button>
      <IcebreakerModal
        {...args}
        lines={args.lines.length > 0 ? args.lines : long ? longLines : shortLines}
        open={isOpen}
        sendingLine={sending}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onPick={(line) => {
          onPick(line);
          setSending(line);
          setTimeout(() => {
            setSending(null);
            setOpen(false);
          }, 150);
        }}
      />
    </>
  );
}

function WithError(args: Args) {
  return <IcebreakerModal {...args} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Components/IcebreakerModal',
  component: IcebreakerModal,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: {
    open: true,
    onOpenChange: fn(),
    name: MEMBER_NAMES.anna,
    lines: [],
    messageCost: chatCosts.messageCost,
    onPick: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof IcebreakerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: suggested opening lines and the pricing note; a line is sent with one press. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Anna' });
    await expect(within(dialog).getByText('An opening line is an ordinary message: it costs 1 credit.')).toBeInTheDocument();
    const line = "Coffee or cocktails — which one would you choose for a first date?";
    await userEvent.click(within(dialog).getByRole('button', { name: `Send: ${line}` }));
    await expect(args.onPick).toHaveBeenCalledWith(line);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await overlaysClosed();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(await screen.findByText('Loading suggestions…')).toHaveAttribute('role', 'status');
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} lines={[]} />,
};

/** A country where a message costs more. */
export const HigherCost: Story = {
  args: { messageCost: 3 },
  play: async () => {
    await expect(await screen.findByText('An opening line is an ordinary message: it costs 3 credits.')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { name: MEMBER_NAMES.long },
  render: (args) => <Interactive {...args} long />,
};
