import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { TypingIndicator } from '../../src/components/TypingIndicator';
import { MEMBER_NAMES } from '../fixtures/commonExamples';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/TypingIndicator',
  component: TypingIndicator,
  args: { name: MEMBER_NAMES.anna, active: true },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Anna is typing…');
  },
};

/** Idle: the live region stays in the page, empty, so typing is announced when it starts. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Typing starts and stops as the app hears about it. */
export const Toggling: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    return (
      <>
        <Button variant="outline" size="sm" onClick={() => setActive((value) => !value)}>
          {args.name}
        </Button>
        <TypingIndicator {...args} active={active} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Anna' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Anna is typing…');
  },
};

export const LongContent: Story = {
  globals: { locale: 'fi', viewport: { value: 'phone' } },
  args: { name: MEMBER_NAMES.long },
};
