import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { WelcomeBonusModal } from '../../src/components/WelcomeBonusModal';
import { creditsHrefs, welcomeDiscount, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  min-height: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/WelcomeBonusModal',
  component: WelcomeBonusModal,
  args: { open: true, onClose: fn(), onClaim: fn(), creditsHref: creditsHrefs.credits },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render({ onClose, open, ...args }) {
    const [isOpen, setOpen] = useState(open);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          25%
        </Button>
        <WelcomeBonusModal
          {...args}
          open={isOpen}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof WelcomeBonusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the welcome-bonus modal closes on its close icon only — Escape and the backdrop leave it open. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome! Here is a gift for you' });
    await expect(within(dialog).getByText('25%')).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Claim my welcome discount' })).toHaveAttribute('href', '/credits');
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector('[data-modal-overlay]');
    if (overlay) await userEvent.click(overlay);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithCountdown: Story = {
  args: { seconds: welcomeDiscount.seconds },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { seconds: welcomeDiscount.seconds },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { seconds: welcomeDiscount.seconds },
};
