import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderPage, type LanderPageProps } from '../../src/components/LanderPage';
import { LanderSteps } from '../../src/components/LanderSteps';
import { LandingText, signupHref, useLandingText } from '../fixtures/landing';

function PageWithFinale(props: LanderPageProps) {
  const t = useLandingText();
  return <LanderPage {...props} finaleTitle={t('gallery.finale')} />;
}

const meta = {
  title: 'Components/LanderPage',
  component: LanderPage,
  args: {
    name: 'example',
    signupHref,
    copyVariant: 1,
    finaleTitle: '',
    hero: { title: <LandingText k="gallery.title" />, layout: 'centered' },
    children: <LanderSteps />,
  },
  argTypes: { hero: { control: false }, children: { control: false }, copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  render: (args) => <PageWithFinale {...args} />,
} satisfies Meta<typeof LanderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hero, the sections, and the closing signup band, which speaks the copy variant's lead. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finale = canvas.getByRole('region', { name: 'See the whole gallery' });
    await expect(within(finale).getByText(/Meet open-minded people/)).toBeVisible();
    await expect(within(finale).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', signupHref);
  },
};

/** The bdsm copy variant (3) in the closing band. */
export const CopyVariant3: Story = {
  args: { copyVariant: 3 },
  globals: { niche: '3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/respect your limits/)).toBeVisible();
  },
};
