import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { TOAST_TONES, Toast, ToastRegion } from '../../src/components/Toast';
import { CommonText, MEMBER_NAMES } from '../fixtures/commonExamples';

const Frame = styled.div`
  min-height: 22rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: <CommonText k="saved_title" />,
    message: <CommonText k="saved_message" />,
    onClose: fn(),
    durationMs: 0,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: TOAST_TONES },
    title: { control: false },
    message: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: (args) => (
    <ToastRegion>
      <Toast {...args} />
    </ToastRegion>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `durationMs: 0` keeps it open; the close button closes it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <ToastRegion>
      <Toast {...args} tone="info" title={undefined} message={<CommonText k="new_message" values={{ name: MEMBER_NAMES.anna }} />} />
      <Toast {...args} tone="success" />
      <Toast {...args} tone="warning" title={undefined} message={<CommonText k="offline_message" />} />
      <Toast {...args} tone="danger" title={undefined} message={<CommonText k="error_message" />} />
    </ToastRegion>
  ),
};

/** Closes itself after `durationMs` (default 5 s; shortened here). */
export const AutoClose: Story = {
  args: { durationMs: 600 },
  play: async ({ args }) => {
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

/** The timer pauses while the pointer is over the toast (and while it has focus), and resumes after. */
export const PausedOnHover: Story = {
  args: { durationMs: 500 },
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByText('Your profile has been updated.');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

/** Escape closes the toast that has focus. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** As the app uses it: toasts come and go inside one region that stays mounted. */
export const Interactive: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<number[]>([]);
    return (
      <>
        <Button onClick={() => setToasts((list) => [...list, Date.now() + list.length])}>
          <CommonText k="saved_title" />
        </Button>
        <ToastRegion>
          {toasts.map((id) => (
            <Toast
              key={id}
              tone="success"
              message={<CommonText k="saved_message" />}
              durationMs={4000}
              onClose={() => setToasts((list) => list.filter((item) => item !== id))}
            />
          ))}
        </ToastRegion>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Changes saved' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Changes saved' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByText('Your profile has been updated.')).toHaveLength(2);
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await expect(within(region).getAllByText('Your profile has been updated.')).toHaveLength(1);
  },
};

/** At the top on a phone, with long German text (max width 350 px from the md breakpoint). */
export const TopOnPhoneLongText: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <ToastRegion position="top">
      <Toast {...args} tone="info" title={<CommonText k="premium_card_title" />} message={<CommonText k="long_text" />} />
    </ToastRegion>
  ),
};
