import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { SignupSteps } from '../../src/components/SignupSteps';

const Frame = styled.div`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const STEP_KEYS = ['email', 'name', 'password', 'date_of_birth', 'signup_message'] as const;

function TranslatedSteps({ current }: { current: number }) {
  const { t } = useTranslation('auth');
  const key = STEP_KEYS[current - 1] ?? 'email';
  return <SignupSteps current={current} total={STEP_KEYS.length} label={t(`signup.steps.${key}`)} />;
}

const meta = {
  title: 'Components/SignupSteps',
  component: SignupSteps,
  args: { current: 2, total: 5 },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: (args) => <TranslatedSteps current={args.current} />,
} satisfies Meta<typeof SignupSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Profile name')).toBeInTheDocument();
    // Two segments are filled: the one done and the current one.
    await expect(canvasElement.querySelector('[data-step]')).toHaveAttribute('data-step', '2');
  },
};

export const EveryStep: Story = {
  render: () => (
    <>
      {[1, 2, 3, 4, 5].map((current) => (
        <TranslatedSteps key={current} current={current} />
      ))}
    </>
  ),
};

/** Out-of-range input is clamped rather than drawn wrongly. */
export const Clamped: Story = {
  args: { current: 9, total: 3 },
  render: (args) => <SignupSteps {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 3 of 3')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { current: 4 },
};
