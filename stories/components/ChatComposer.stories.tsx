import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { ChatComposer } from '../../src/components/ChatComposer';
import { chatCosts } from '../fixtures/chat';
import { MEMBER_NAMES } from '../fixtures/commonExamples';

const Frame = styled.div`
  max-width: 48rem;
  padding-top: ${({ theme }) => theme.space[6]};
`;

/** The app's part: it keeps the draft and clears it once a message is sent. */
function Controlled({ value: initial, onChange, onSend, ...args }: ComponentProps<typeof ChatComposer>) {
  const [value, setValue] = useState(initial);
  return (
    <ChatComposer
      {...args}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onSend={(text) => {
        onSend(text);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Components/ChatComposer',
  component: ChatComposer,
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    partnerName: MEMBER_NAMES.anna,
    maxLength: chatCosts.maxLength,
    messageCost: chatCosts.messageCost,
    onGift: fn(),
    giftCost: chatCosts.giftCost,
    onPhotoSend: fn(),
    photoCost: chatCosts.photoCost,
    onTyping: fn(),
    sending: false,
    disabled: false,
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a message costs under the field; Enter sends the trimmed text (Shift+Enter is a new line), the counter follows
 * the site's message_length, the gift and photo buttons say their price.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 message = 1 credit')).toBeInTheDocument();
    const field = canvas.getByRole('textbox', { name: 'Message to Anna' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(field, '  Hello{Shift>}{Enter}{/Shift}there  ');
    await expect(canvas.getByText(`${'  Hello\nthere  '.length} / ${chatCosts.maxLength}`)).toBeInTheDocument();
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nthere');
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift (3 credits)' }));
    await expect(args.onGift).toHaveBeenCalledTimes(1);
  },
};

/** A small real PNG, drawn in the browser, as a picked photo. */
async function pickedPhoto(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#243b55';
    context.fillRect(0, 0, 160, 120);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? 'photo'], name, { type: 'image/png' });
}

/**
 * Picking a photo opens a preview with the picture and its price; nothing is sent until Send (Cancel sends nothing),
 * and Send hands the photo to the app exactly once.
 */
export const PhotoUpload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send a photo (2 credits)' })).toBeEnabled();
    const file = await pickedPhoto('sunset.png');
    await userEvent.upload(canvas.getByTestId('chat-photo-input'), file);
    const preview = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    await expect(preview).toHaveAccessibleDescription('Sending it costs 2 credits.');
    await expect(within(preview).getByRole('img', { name: 'The photo you picked' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(args.onPhotoSend).not.toHaveBeenCalled();

    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onPhotoSend).not.toHaveBeenCalled();

    await userEvent.upload(canvas.getByTestId('chat-photo-input'), file);
    const again = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Send photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onPhotoSend).toHaveBeenCalledTimes(1);
    await expect(args.onPhotoSend).toHaveBeenCalledWith(file);
  },
};

/** Until the price is known the photo button waits: a photo is never offered without its price. */
export const PhotoPriceUnknown: Story = {
  args: { photoCost: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send a photo' })).toBeDisabled();
  },
};

/** Blank drafts are not sent. */
export const OnlySpaces: Story = {
  args: { value: '   ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** At the site's message_length the counter turns red and the browser stops input. */
export const AtLimit: Story = {
  args: { value: 'x'.repeat(chatCosts.maxLength) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('maxLength', String(chatCosts.maxLength));
    await expect(canvas.getByText(`${chatCosts.maxLength} / ${chatCosts.maxLength}`)).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { value: 'On its way…', sending: true },
};

/** Nothing can be sent (blocked, no credits, free limit): the screen says why. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send a gift (3 credits)' })).toBeDisabled();
  },
};

/** A country's minimum cost above one credit, without gift and photo buttons. */
export const TextOnly: Story = {
  args: { messageCost: 2, onGift: undefined, onPhotoSend: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 message = 2 credits')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /gift/ })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { value: 'Shall we have a drink somewhere with a view?' },
};

export const LongContent: Story = {
  globals: { locale: 'pl', viewport: { value: 'phone' } },
  args: { value: 'Cześć! '.repeat(30), messageCost: 5 },
};
