import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderFeatures } from '../../src/components/LanderFeatures';
import { LanderSection } from '../../src/components/LanderSection';
import { useLandingText } from '../fixtures/landing';

function Example({ tone, centered, withLead = true }: { tone?: 'plain' | 'alt'; centered?: boolean; withLead?: boolean }) {
  const t = useLandingText();
  return (
    <LanderSection title={t('collage.why_title', { site: 'DatingDemo' })} lead={withLead ? t('gallery.section_lead') : undefined} tone={tone} centered={centered}>
      <LanderFeatures
        features={[
          { key: 'faces', icon: 'camera', title: t('collage.faces_title'), body: t('collage.faces_body') },
          { key: 'nearby', icon: 'mapPin', title: t('collage.nearby_title'), body: t('collage.nearby_body') },
        ]}
      />
    </LanderSection>
  );
}

const meta = {
  title: 'Components/LanderSection',
  component: LanderSection,
  args: { title: '' },
  argTypes: { tone: { control: 'inline-radio', options: ['plain', 'alt'] } },
  render: (args) => <Example tone={args.tone} centered={args.centered} />,
} satisfies Meta<typeof LanderSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled band (h2) with its lead and content. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Why members choose DatingDemo' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

export const Alternate: Story = { args: { tone: 'alt', centered: true } };

export const WithoutLead: Story = { render: () => <Example withLead={false} /> };
