import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { CreditBadge } from '../../src/components/CreditBadge';
import { Icon } from '../../src/components/Icon';
import { CommonKey } from '../fixtures/commonExamples';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const NavLike = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
`;

const meta = {
  title: 'Components/CreditBadge',
  component: CreditBadge,
  args: { credits: 3 },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof CreditBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 3 credits left')).toBeInTheDocument();
  },
};

/** Above 10 credits there is no badge. */
export const Eleven: Story = {
  args: { credits: 11 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
  },
};

/** At 10 the badge appears, in the warning tone. */
export const Ten: Story = {
  args: { credits: 10 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    await expect(within(canvasElement).getByText('10')).toBeInTheDocument();
  },
};

export const One: Story = {
  args: { credits: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    await expect(within(canvasElement).getByText('Only 1 credit left')).toBeInTheDocument();
  },
};

/** At 0 the badge turns to the danger tone. */
export const Zero: Story = {
  args: { credits: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await expect(within(canvasElement).getByText('0')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('You have no credits left')).toBeInTheDocument();
  },
};

/** As in the top navigation: the credits link with its badge. */
export const InNavigation: Story = {
  args: { credits: 2 },
  render: (args) => (
    <NavLike>
      <Icon name="coins" />
      <span>
        <CommonKey k="credits_count" values={{ count: args.credits }} />
      </span>
      <CreditBadge {...args} />
    </NavLike>
  ),
};

/** Plural forms in Polish (one, few, many). */
export const PolishPlurals: Story = {
  globals: { locale: 'pl' },
  render: () => (
    <NavLike>
      <CreditBadge credits={1} />
      <CreditBadge credits={3} />
      <CreditBadge credits={7} />
      <CreditBadge credits={0} />
    </NavLike>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Został Ci tylko 1 kredyt')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Zostały Ci tylko 3 kredyty')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Zostało Ci tylko 7 kredytów')).toBeInTheDocument();
  },
};
