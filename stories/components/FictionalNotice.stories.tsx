import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { FictionalNotice } from '../../src/components/FictionalNotice';
import { fictionalWording, longFictionalWording } from '../fixtures/members';

const Frame = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/FictionalNotice',
  component: FictionalNotice,
  args: { ...fictionalWording, variant: 'full' },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'badge'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof FictionalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the site's own wording (settings `fictional_warning`, `fictional_singular`, `fictional_icon`). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(fictionalWording.label);
    await expect(note).toHaveTextContent(fictionalWording.warning);
  },
};

/** The badge alone, as on a member card; the warning is its tooltip. */
export const Badge: Story = {
  args: { variant: 'badge' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
    await expect(within(canvasElement).getByText(fictionalWording.label)).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { ...longFictionalWording },
};
