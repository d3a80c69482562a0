import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { STATUS_TONES, StatusTag } from '../../src/components/StatusTag';

function AllTones() {
  const { t } = useTranslation('moderation');
  const labels = {
    success: t('member.status.confirmed'),
    warning: t('member.photo_status.pending'),
    danger: t('member.status.banned'),
    info: t('complaints.status.answered'),
    neutral: t('complaints.status.closed'),
  } as const;
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', padding: '1rem' }}>
      {STATUS_TONES.map((tone) => (
        <StatusTag key={tone} tone={tone}>
          {labels[tone]}
        </StatusTag>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { tone: 'success', children: 'Active' },
  render: () => <AllTones />,
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, each with its icon and its words (never colour alone). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Banned').parentElement).toHaveAttribute('data-tone', 'danger');
    await expect(canvasElement.querySelectorAll('[data-tone] svg')).toHaveLength(STATUS_TONES.length);
  },
};

export const LongContent: Story = { globals: { locale: 'de' } };
