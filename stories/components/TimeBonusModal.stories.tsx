import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { TimeBonusModal } from '../../src/components/TimeBonusModal';
import { creditsHrefs, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  min-height: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/TimeBonusModal',
  component: TimeBonusModal,
  args: { open: true, onClose: fn(), onClaim: fn(), creditsHref: creditsHrefs.credits, seconds: 14_398 },
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
        <TimeBonusModal
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
} satisfies Meta<typeof TimeBonusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: 25% and the 'act fast' line with the value 4; closing (Escape too) calls onClose, which stores the dismissal. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Your time bonus is running' });
    await expect(within(dialog).getByText('25%')).toBeInTheDocument();
    await expect(within(dialog).getByText('Act fast: this offer is only valid for 4 hours after you sign up.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('03:59:58');
    await expect(within(dialog).getByRole('link', { name: 'Get 25% off' })).toHaveAttribute('href', '/credits');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The close icon closes it as well. */
export const CloseIcon: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutCountdown: Story = {
  args: { seconds: null },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
};
