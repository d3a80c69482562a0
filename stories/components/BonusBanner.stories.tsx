import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { BonusBanner } from '../../src/components/BonusBanner';
import { creditsHrefs, withStayingLinks } from '../fixtures/credits';

const meta = {
  title: 'Components/BonusBanner',
  component: BonusBanner,
  decorators: [withStayingLinks],
  args: { percentage: 25, seconds: 7200, actionHref: creditsHrefs.credits, onAction: fn(), title: null, actionLabel: null },
  argTypes: { tone: { control: 'inline-radio', options: ['secondary', 'primary'] } },
  render: function Render(args) {
    const { t } = useTranslation('credits');
    return (
      <BonusBanner
        {...args}
        title={t('time_bonus.banner_title', { percent: args.percentage })}
        countdownLabel={t('time_bonus.ends_in')}
        actionLabel={t('time_bonus.action')}
      />
    );
  },
} satisfies Meta<typeof BonusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The band TimeBonusBanner and WelcomeBonusBanner are built on. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('02:00:00');
  },
};

export const Primary: Story = {
  args: { tone: 'primary', icon: 'gift', seconds: null, onDismiss: fn() },
  render: function Render(args) {
    const { t } = useTranslation('credits');
    return (
      <BonusBanner
        {...args}
        title={t('welcome_bonus.banner_title', { percent: args.percentage })}
        description={t('welcome_bonus.banner_body')}
        actionLabel={t('welcome_bonus.action')}
        dismissLabel={t('welcome_bonus.dismiss')}
      />
    );
  },
};
