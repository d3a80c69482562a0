import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import styled from 'styled-components';
import { MemberGrid } from '../../src/components/MemberGrid';
import { fictionalWording, longSearchResults, memberHref, searchResults } from '../fixtures/members';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

/** The list's name in the story's language. */
function Labelled(args: ComponentProps<typeof MemberGrid>) {
  const { t } = useTranslation('members');
  return <MemberGrid {...args} label={t('results.label')} />;
}

const meta = {
  title: 'Components/MemberGrid',
  component: MemberGrid,
  args: {
    members: searchResults,
    hrefFor: memberHref,
    label: 'Search results',
    onLike: fn(),
    onUnlike: fn(),
    pendingIds: [],
    layout: 'grid',
    fictional: fictionalWording,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['grid', 'row'] }, label: { control: false } },
  render: (args) => <Labelled {...args} />,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MemberGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named list of cards, each a link to its profile. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(searchResults.length);
    await expect(within(list).getAllByRole('link')).toHaveLength(searchResults.length);
  },
};

/** Placeholder cards while the first page loads: hidden from assistive technology. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** One row that scrolls sideways on phones (suggested and similar profiles). */
export const Row: Story = { args: { layout: 'row', members: searchResults.slice(0, 6) } };

export const RowPhone: Story = {
  args: { layout: 'row', members: searchResults.slice(0, 6) },
  globals: { viewport: { value: 'phone' } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = { globals: { locale: 'de', viewport: { value: 'desktop' } }, args: { members: longSearchResults } };
