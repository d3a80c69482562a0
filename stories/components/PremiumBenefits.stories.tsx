import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { PremiumBenefits } from '../../src/components/PremiumBenefits';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PremiumBenefits',
  component: PremiumBenefits,
  args: { layout: 'list' },
  argTypes: { layout: { control: 'inline-radio', options: ['list', 'grid'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PremiumBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §6, §9: all photos, unlimited premium functions, 25 uploads, 46% more chance. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'See all photos, including private ones',
      'Unlimited use of all premium functions',
      'Upload up to 25 photos',
      '46% more chance of a match',
    ]);
  },
};

export const Grid: Story = {
  args: { layout: 'grid' },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { layout: 'grid' },
};
