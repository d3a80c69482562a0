import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderArt } from '../../src/components/LanderArt';
import { LanderCta } from '../../src/components/LanderCta';
import { LanderHero, type LanderHeroProps } from '../../src/components/LanderHero';
import { LanderMemberPhoto } from '../../src/components/LanderMemberPhoto';
import { LandingText, landerMembers, signupHref, useLandingText } from '../fixtures/landing';

function HeroWithKicker(props: LanderHeroProps) {
  const t = useLandingText();
  return <LanderHero kicker={t('niche.1.kicker')} {...props} />;
}

const meta = {
  title: 'Components/LanderHero',
  component: LanderHero,
  args: {
    title: <LandingText k="niche.1.headline" />,
    lead: <LandingText k="niche.1.lead" />,
    cta: <LanderCta href={signupHref} />,
    media: <LanderArt variant="hearts" />,
    layout: 'split',
    tone: 'light',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['split', 'centered', 'cover'] },
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
    title: { control: false },
    lead: { control: false },
    cta: { control: false },
    media: { control: false },
  },
  render: (args) => <HeroWithKicker {...args} />,
} satisfies Meta<typeof LanderHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy beside the art: the page's h1, its lead and the signup button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Flirt, chat and date with singles near you' });
    await expect(within(region).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Sign up free' })).toBeVisible();
  },
};

export const Centered: Story = { args: { layout: 'centered', media: undefined } };

/** Dark, for night-time pages. */
export const Dark: Story = { args: { tone: 'dark', media: <LanderArt variant="night" /> } };

/** The copy in its own panel over a picture that fills the hero. */
export const Cover: Story = {
  args: {
    layout: 'cover',
    media: (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', height: '100%' }}>
        {landerMembers.slice(0, 8).map((member) => (
          <LanderMemberPhoto key={member.id} src={member.photoUrl} seed={member.id} />
        ))}
      </div>
    ),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'fr' },
  args: { title: <LandingText k="niche.1.headline" />, lead: <LandingText k="alonetonight.lead" values={{ site: 'Rencontres-Célibataires-Francophones' }} /> },
};
