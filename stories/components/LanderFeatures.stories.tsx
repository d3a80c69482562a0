import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderFeatures, type LanderFeaturesProps } from '../../src/components/LanderFeatures';
import { useLandingText } from '../fixtures/landing';

function Example(props: Omit<LanderFeaturesProps, 'features'>) {
  const t = useLandingText();
  return (
    <div style={{ padding: '1rem' }}>
      <LanderFeatures
        {...props}
        features={[
          { key: 'chat', icon: 'chat', title: t('video.chat_title'), body: t('video.chat_body') },
          { key: 'photos', icon: 'camera', title: t('video.photos_title'), body: t('video.photos_body') },
          { key: 'likes', icon: 'heart', title: t('video.likes_title'), body: t('video.likes_body') },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Components/LanderFeatures',
  component: LanderFeatures,
  args: { features: [] },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
  render: (args) => <Example tone={args.tone} />,
} satisfies Meta<typeof LanderFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Live chat' })).toBeVisible();
  },
};

export const Dark: Story = { args: { tone: 'dark' } };

export const LongContent: Story = { globals: { locale: 'fi', viewport: { value: 'phone' } } };
