import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { LockedPhoto } from '../../src/components/LockedPhoto';
import { PORTRAITS } from '../fixtures/members';

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  & > * {
    width: 12rem;
    height: 12rem;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** Named with the common "locked photo" text, in the story's language. */
function Named(args: ComponentProps<typeof LockedPhoto>) {
  const { t } = useTranslation('common');
  return <LockedPhoto {...args} label={t('locked_photo')} />;
}

const meta = {
  title: 'Components/LockedPhoto',
  component: LockedPhoto,
  args: { src: PORTRAITS.blurred, size: 'regular' },
  argTypes: { size: { control: 'inline-radio', options: ['regular', 'compact'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof LockedPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's blurred copy under a lock with a premium badge; named when it stands alone. */
export const Playground: Story = {
  render: (args) => <Named {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo locked — premium members only' })).toBeInTheDocument();
    await expect(canvas.getByText('Premium')).toBeInTheDocument();
  },
};

/** Inside a named control (a gallery tile) it is decorative. */
export const Decorative: Story = {};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Premium')).toBeNull();
  },
};

/** Without a picture: the lock on a plain surface. */
export const NoImage: Story = { args: { src: null } };
