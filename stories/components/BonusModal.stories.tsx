import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, within } from 'storybook/test';
import styled from 'styled-components';
import { BonusModal } from '../../src/components/BonusModal';
import { creditsHrefs, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  min-height: 32rem;
`;

const meta = {
  title: 'Components/BonusModal',
  component: BonusModal,
  args: {
    open: true,
    onClose: fn(),
    percentage: 25,
    seconds: 3600,
    actionHref: creditsHrefs.credits,
    title: null,
    percentageCaption: null,
    description: null,
    actionLabel: null,
  },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation('credits');
    return (
      <BonusModal
        {...args}
        title={t('time_bonus.modal_title')}
        percentageCaption={t('time_bonus.percent_caption')}
        description={t('time_bonus.modal_body', { percent: args.percentage })}
        urgency={t('time_bonus.act_fast', { count: 4 })}
        countdownLabel={t('time_bonus.ends_in')}
        actionLabel={t('time_bonus.modal_action', { percent: args.percentage })}
      />
    );
  },
} satisfies Meta<typeof BonusModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog TimeBonusModal and WelcomeBonusModal are built on. */
export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('01:00:00');
  },
};
