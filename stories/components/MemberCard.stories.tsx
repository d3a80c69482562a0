import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { MemberCard } from '../../src/components/MemberCard';
import { fictionalWording, longSearchResults, memberHref, searchResults } from '../fixtures/members';

const Frame = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 14rem));
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

const [anna, mark, sofia, jens, maria] = searchResults as [
  (typeof searchResults)[number],
  (typeof searchResults)[number],
  (typeof searchResults)[number],
  (typeof searchResults)[number],
  (typeof searchResults)[number],
];
const fleur = searchResults[searchResults.length - 1] ?? anna;

type Args = ComponentProps<typeof MemberCard>;

/** The container's part: a like is saved, then shown. */
function Interactive({ member, onLike, onUnlike, ...args }: Args) {
  const [liked, setLiked] = useState(member.liked ?? false);
  return (
    <MemberCard
      {...args}
      member={{ ...member, liked }}
      onLike={(id) => {
        onLike?.(id);
        setLiked(true);
      }}
      onUnlike={(id) => {
        onUnlike?.(id);
        setLiked(false);
      }}
    />
  );
}

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  args: { member: anna, href: memberHref(anna.id), onLike: fn(), onUnlike: fn(), fictional: fictionalWording },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card links to the profile; the heart is a toggle above it. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Anna, 29' })).toHaveAttribute('href', '/members/101');
    await expect(canvas.getByRole('img', { name: 'Online now' })).toBeInTheDocument();
    const like = canvas.getByRole('button', { name: 'Like Anna' });
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onUnlike).toHaveBeenCalledWith(101);
  },
};

export const Liked: Story = { args: { member: mark, href: memberHref(mark.id) } };

export const New: Story = {
  args: { member: sofia, href: memberHref(sofia.id) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeInTheDocument();
  },
};

/** No city: the country's name in the reader's language. */
export const CountryOnly: Story = {
  args: { member: jens, href: memberHref(jens.id) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Germany')).toBeInTheDocument();
  },
};

/** A fictional member carries the site's badge. */
export const Fictional: Story = {
  args: { member: maria, href: memberHref(maria.id) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(fictionalWording.label)).toBeInTheDocument();
  },
};

/** No photo: the initials. */
export const NoPhoto: Story = { args: { member: fleur, href: memberHref(fleur.id) } };

export const LikePending: Story = {
  args: { likePending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like Anna' })).toBeDisabled();
  },
};

/** Without `onLike` there is no heart (such as on the own profile's lists). */
export const WithoutLike: Story = { args: { onLike: undefined } };

export const LongContent: Story = {
  globals: { locale: 'de' },
  render: (args) => (
    <>
      {longSearchResults.slice(0, 4).map((member) => (
        <MemberCard key={member.id} {...args} member={member} href={memberHref(member.id)} />
      ))}
    </>
  ),
};
