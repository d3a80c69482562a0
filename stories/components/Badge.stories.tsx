import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { BADGE_TONES, Badge } from '../../src/components/Badge';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Labelled = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, tone: 'unread' },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label the visible number is explained to screen readers ("5 unread messages"). */
export const Playground: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <Badge {...args} label={args.label ?? t('unread_messages', { count: args.count })} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('5 unread messages')).toBeInTheDocument();
  },
};

/** At 0 there is no badge at all. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

/** `showZero` keeps a "0" badge (for example a balance). */
export const ZeroShown: Story = {
  args: { count: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeInTheDocument();
  },
};

export const Five: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5')).toBeInTheDocument();
  },
};

/** 99 is the last number shown in full. */
export const NinetyNine: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99')).toBeInTheDocument();
  },
};

/** SPEC §9: above 99 the badge says "99+". */
export const OverTheCap: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('150')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Row>
      {BADGE_TONES.map((tone) => (
        <Labelled key={tone}>
          <Badge {...args} tone={tone} count={tone === 'danger' ? 100 : 7} />
          <code>{tone}</code>
        </Labelled>
      ))}
    </Row>
  ),
};

/** Counts as they appear in the navigation: unread messages and new likes, with their screen-reader text. */
export const NavigationCounts: Story = {
  render: function Render() {
    const { t } = useTranslation('common');
    return (
      <Row>
        <Badge count={1} tone="unread" label={t('unread_messages', { count: 1 })} />
        <Badge count={23} tone="unread" label={t('unread_messages', { count: 23 })} />
        <Badge count={3} tone="danger" label={t('new_likes', { count: 3 })} />
        <Badge count={250} tone="danger" label={t('new_likes', { count: 250 })} />
      </Row>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('250 new likes')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('1 unread message')).toBeInTheDocument();
  },
};
