import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { DELETE_REASONS, GENDERS } from '../../contract/accounts';
import { RadioGroup } from '../../src/components/RadioGroup';

const Frame = styled.div`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type GroupArgs = Partial<ComponentProps<typeof RadioGroup>>;

/** Cards: the "I am" question of /complete-signup, kept in state so a click shows. */
function GenderGroup({ onChange, value: initial = null, ...args }: GroupArgs) {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState<string | null>(initial ?? null);
  return (
    <RadioGroup
      legend={t('complete.gender_legend')}
      name="gender"
      variant="cards"
      columns={4}
      options={GENDERS.map((gender) => ({ value: gender, label: t(`complete.gender.${gender}`) }))}
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** A list: the reasons of the delete-account flow. */
function ReasonGroup({ onChange, value: initial = null, ...args }: GroupArgs) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState<string | null>(initial ?? null);
  return (
    <RadioGroup
      legend={t('delete.reason_legend')}
      name="reason"
      options={DELETE_REASONS.map((reason) => ({ value: reason, label: t(`delete.reason.${reason}`) }))}
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { legend: '', name: 'gender', options: [], onChange: fn(), required: false, disabled: false, variant: 'cards', columns: 4 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['list', 'cards'] },
    columns: { control: 'inline-radio', options: [2, 3, 4] },
    legend: { control: false },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: ({ legend: _legend, options: _options, variant, ...args }) =>
    variant === 'list' ? <ReasonGroup {...args} /> : <GenderGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click anywhere on a card chooses it; arrow keys move the choice, as native radios do. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'I am' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('A woman'));
    await expect(args.onChange).toHaveBeenLastCalledWith('woman');
    await expect(canvas.getByRole('radio', { name: 'A woman' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('couple');
    await expect(canvas.getByRole('radio', { name: 'A couple' })).toHaveFocus();
  },
};

export const List: Story = {
  args: { variant: 'list', name: 'reason' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: "It's too expensive" }));
    await expect(args.onChange).toHaveBeenCalledWith('too_expensive');
  },
};

export const Chosen: Story = { args: { value: 'man' } };

export const Required: Story = { args: { required: true } };

/** The error is read with the group and marks it invalid. */
function ErrorExample(args: GroupArgs) {
  const { t } = useTranslation('account');
  return <ReasonGroup {...args} required error={t('delete.reason_required')} />;
}

export const Error: Story = {
  args: { variant: 'list', name: 'reason' },
  render: ({ legend: _legend, options: _options, ...args }) => <ErrorExample {...args} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Please choose a reason/);
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'couple' } };

/** Options with a description line. */
function DescribedExample(args: GroupArgs) {
  const { t } = useTranslation('account');
  return (
    <RadioGroup
      {...args}
      legend={t('delete.steps.solutions')}
      name="solution"
      options={[
        { value: 'break', label: t('delete.solution_break_title'), description: t('delete.solution_break_text') },
        { value: 'notifications', label: t('delete.solution_notifications_title'), description: t('delete.solution_notifications_text') },
      ]}
    />
  );
}

export const WithDescriptions: Story = {
  render: ({ legend: _legend, options: _options, ...args }) => <DescribedExample {...args} variant="list" />,
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Take a break' });
    await expect(radio).toHaveAccessibleDescription(/invisible mode/);
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { variant: 'list', name: 'reason' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
