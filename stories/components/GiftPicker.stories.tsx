import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { GIFTS } from '../../contract/chat';
import { Button } from '../../src/components/Button';
import { GiftPicker } from '../../src/components/GiftPicker';
import { chatCosts, chatHrefs, overlaysClosed, useChatMessages } from '../fixtures/chat';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof GiftPicker>;

/** The app's part: a gift is sent after a moment, then the picker closes. */
function Interactive({ open, onOpenChange, onSend, ...args }: Args) {
  const [isOpen, setOpen] = useState(open);
  const [sending, setSending] = useState<Args['sendingId']>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        🎁
      </Button>
      <GiftPicker
        {...args}
        open={isOpen}
        sendingId={sending}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onSend={(gift) => {
          onSend(gift);
          setSending(gift);
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
  return <GiftPicker {...args} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Components/GiftPicker',
  component: GiftPicker,
  decorators: [
    withStayingLinks,
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
    price: chatCosts.giftCost,
    credits: 120,
    creditsHref: chatHrefs.credits,
    onSend: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof GiftPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue with each gift's name and price; one press sends it and the picker closes when it is sent. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Anna a gift' });
    await expect(within(dialog).getAllByRole('button', { name: /^Send .* for 3 credits$/ })).toHaveLength(GIFTS.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rose for 3 credits' }));
    await expect(args.onSend).toHaveBeenCalledWith('rose');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await overlaysClosed();
  },
};

/** Not enough credits: the gifts are disabled and the way to the credits page is shown. */
export const NotEnoughCredits: Story = {
  args: { credits: 2 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Send Rose for 3 credits' })).toBeDisabled();
    await expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await expect(within(dialog).getByText('You have 2 credits left. Buy credits to send a gift.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'fi', viewport: { value: 'phone' } },
  args: { name: MEMBER_NAMES.long, price: 12 },
};
