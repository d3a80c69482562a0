import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../../src/components/Icon';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';
import { CommonKey } from '../fixtures/commonExamples';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const SkipLink = styled.a`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: <CommonKey k="unread_messages" values={{ count: 5 }} /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows, but screen readers read "5 unread messages". */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('5 unread messages');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Typical use: a bare visible number is explained for screen readers. */
export const ExplainsAnIcon: Story = {
  render: () => (
    <p>
      <Icon name="chat" /> <span aria-hidden="true">5</span>
      <VisuallyHidden>
        <CommonKey k="unread_messages" values={{ count: 5 }} />
      </VisuallyHidden>
    </p>
  ),
};

/** `focusable`: hidden until keyboard focus lands inside, as a skip link. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <SkipLink href="#main-content">
        <CommonKey k="skip_to_content" />
      </SkipLink>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(10);
  },
};
