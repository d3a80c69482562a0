import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { ALERT_TONES, Alert } from '../../src/components/Alert';
import { Button } from '../../src/components/Button';
import { CommonKey, CommonText } from '../fixtures/commonExamples';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: <CommonText k="photo_title" />,
    children: <CommonText k="photo_body" />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ALERT_TONES },
    title: { control: false },
    children: { control: false },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('Add a profile photo');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** Danger alerts use `role="alert"` (announced at once); the other tones are polite `status` messages. */
export const Tones: Story = {
  render: () => (
    <>
      <Alert tone="info" title={<CommonText k="photo_title" />}>
        <CommonText k="photo_body" />
      </Alert>
      <Alert tone="success" title={<CommonText k="saved_title" />}>
        <CommonText k="saved_message" />
      </Alert>
      <Alert tone="warning">
        <CommonText k="premium_only" />
      </Alert>
      <Alert tone="danger">
        <CommonText k="error_message" />
      </Alert>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
  },
};

/** With `onDismiss` a dismiss button appears (SPEC §4: profile-photo and push alerts). */
export const Dismissible: Story = {
  args: { tone: 'warning', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The dismiss button removes the alert when the parent stops rendering it. */
export const DismissRemovesIt: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(true);
    return <>{visible ? <Alert {...args} tone="warning" onDismiss={() => setVisible(false)} /> : null}</>;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A call to action under the text (SPEC §4: the push alert's enable button). */
export const WithAction: Story = {
  args: {
    tone: 'warning',
    onDismiss: fn(),
    action: (
      <Button size="sm" href="#profile">
        <CommonText k="photo_action" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Upload a photo' })).toHaveAttribute('href', '#profile');
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'danger', title: undefined, children: <CommonKey k="no_credits" /> },
};

/** Long German text wraps at phone width; the dismiss button keeps its place. */
export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  args: { tone: 'info', onDismiss: fn(), title: <CommonText k="premium_card_title" />, children: <CommonText k="long_text" /> },
};
