import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { INTERESTS, type InterestKey } from '../../contract/interests';
import { InterestChips } from '../../src/components/InterestChips';
import { annaProfile, interestOptions } from '../fixtures/members';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof InterestChips>;

/** The label in the story's language; a picker keeps its own selection, as the settings form does. */
function Labelled({ selected, onChange, ...args }: Args) {
  const { t } = useTranslation('profile');
  const [chosen, setChosen] = useState<InterestKey[] | undefined>(selected ? [...selected] : undefined);
  return (
    <InterestChips
      {...args}
      label={t('view.interests')}
      selected={chosen}
      onChange={(next) => {
        onChange?.(next);
        setChosen(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/InterestChips',
  component: InterestChips,
  args: { interests: annaProfile.interests, label: 'Interests' },
  argTypes: { label: { control: false } },
  render: (args) => <Labelled {...args} />,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof InterestChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picker: toggle buttons (`aria-pressed`) that report the new selection. */
export const Playground: Story = {
  args: { interests: interestOptions, selected: ['music', 'travelling'], onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Interests' });
    const beach = within(group).getByRole('button', { name: /Beach/ });
    await expect(beach).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(beach);
    await expect(args.onChange).toHaveBeenLastCalledWith(['music', 'travelling', 'beach']);
    await expect(beach).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: /Music/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['travelling', 'beach']);
  },
};

/** On a profile: a read-only list with the SPEC §3 icons. */
export const Display: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Interests' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(annaProfile.interests.length);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** At the maximum, the chips not chosen are disabled until one is let go. */
export const AtMaximum: Story = {
  args: { interests: interestOptions, selected: ['music', 'travelling', 'wine'], max: 3, onChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Beach/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Wine/ })).toBeEnabled();
  },
};

/** Every SPEC §3 interest, in the longest locale. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { interests: INTERESTS.map((interest) => interest.key) },
};
