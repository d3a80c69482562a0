import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { ProfilePhotoAlert } from '../../src/components/ProfilePhotoAlert';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The app's part: a dismissed alert is gone (and the dismissal stored). */
function Dismissible(args: ComponentProps<typeof ProfilePhotoAlert>) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <ProfilePhotoAlert
      {...args}
      onDismiss={() => {
        args.onDismiss();
        setShown(false);
      }}
    />
  ) : null;
}

const meta = {
  title: 'Components/ProfilePhotoAlert',
  component: ProfilePhotoAlert,
  args: { href: '/profile', onDismiss: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ProfilePhotoAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: a warning with a link to the profile settings; dismissing it calls `onDismiss` once. */
export const Playground: Story = {
  render: (args) => <Dismissible {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    await expect(within(alert).getByText('Add a profile photo', { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Default: Story = {};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
};
