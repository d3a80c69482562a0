import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { AVATAR_SIZES, Avatar } from '../../src/components/Avatar';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { BROKEN_IMAGE, IMAGES } from '../fixtures/images';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 20rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: IMAGES.anna, name: MEMBER_NAMES.anna, size: 'lg', shape: 'circle', locked: false, online: false },
  argTypes: {
    size: { control: 'inline-radio', options: AVATAR_SIZES },
    shape: { control: 'inline-radio', options: ['circle', 'rounded'] },
    src: { control: 'select', options: Object.keys(IMAGES), mapping: IMAGES },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: MEMBER_NAMES.anna })).toHaveAttribute('src', IMAGES.anna);
  },
};

/** No photo: the initials of the first and last name, on a colour chosen from the name. */
export const Initials: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} src={null} name={MEMBER_NAMES.mark} />
      <Avatar {...args} src={null} name={MEMBER_NAMES.sofia} />
      <Avatar {...args} src={null} name={MEMBER_NAMES.jens} />
      <Avatar {...args} src={null} name={MEMBER_NAMES.emoji} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: MEMBER_NAMES.mark });
    await expect(mark).toHaveTextContent('MV');
    await expect(within(canvasElement).getByRole('img', { name: MEMBER_NAMES.sofia })).toHaveTextContent('SH');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE, name: MEMBER_NAMES.mark },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: MEMBER_NAMES.mark })).toHaveTextContent('MV'));
  },
};

/** SPEC §2: a private photo seen without premium — blurred, with a lock and a premium badge, described for screen readers. */
export const Locked: Story = {
  args: { locked: true, size: 'xl', src: IMAGES.sofia, name: MEMBER_NAMES.sofia },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: MEMBER_NAMES.sofia });
    await expect(image).toHaveAccessibleDescription('Photo locked — premium members only');
    await expect(getComputedStyle(image).filter).toContain('blur');
    await expect(within(canvasElement).getByTestId('avatar-lock')).toHaveTextContent('Premium');
  },
};

/** Small locked avatars show the lock only; the premium text needs the lg or xl size. */
export const LockedSizes: Story = {
  render: (args) => (
    <Row>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} locked src={IMAGES.maria} name={MEMBER_NAMES.maria} />
      ))}
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Row>
  ),
};

export const Shapes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} shape="circle" />
      <Avatar {...args} shape="rounded" src={IMAGES.jens} name={MEMBER_NAMES.jens} />
      <Avatar {...args} shape="rounded" src={null} name={MEMBER_NAMES.mark} />
    </Row>
  ),
};

/** The online dot comes with the text "Online" for screen readers. */
export const Online: Story = {
  render: (args) => (
    <Row>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} online src={IMAGES.mark} name={MEMBER_NAMES.mark} />
      ))}
      <Avatar {...args} online shape="rounded" src={IMAGES.jens} name={MEMBER_NAMES.jens} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Online')).toHaveLength(AVATAR_SIZES.length + 1);
  },
};

/** A long name does not stretch the avatar. */
export const LongName: Story = {
  render: (args) => (
    <NameRow>
      <Avatar {...args} size="md" src={null} name={MEMBER_NAMES.long} />
      <span>{MEMBER_NAMES.long}</span>
    </NameRow>
  ),
};
