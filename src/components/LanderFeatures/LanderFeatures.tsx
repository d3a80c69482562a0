import { Icon, type IconName } from '../Icon';
import { FeatureBody, FeatureIcon, FeatureItem, FeatureList, FeatureText, FeatureTitle } from './LanderFeatures.styles';

export interface LanderFeature {
  key: string;
  icon: IconName;
  title: string;
  body: string;
}

export const LANDER_FEATURE_LAYOUTS = ['stacked', 'inline'] as const;
export type LanderFeatureLayout = (typeof LANDER_FEATURE_LAYOUTS)[number];

export interface LanderFeaturesProps {
  /** Already translated. */
  features: readonly LanderFeature[];
  /** `dark` sets the cards on the theme's dark colour (night pages). */
  tone?: 'light' | 'dark';
  /** `stacked`: icon above the words, cards side by side. `inline`: a small icon beside the words (trust points). */
  layout?: LanderFeatureLayout;
  className?: string;
}

/** Short points, each with an icon, a title (h3) and a sentence: selling points, or trust and safety. */
export function LanderFeatures({ features, tone = 'light', layout = 'stacked', className }: LanderFeaturesProps) {
  return (
    <FeatureList className={className} $count={features.length} $layout={layout}>
      {features.map((feature) => (
        <FeatureItem key={feature.key} $tone={tone} $layout={layout} data-feature={feature.key}>
          <FeatureIcon aria-hidden="true" $layout={layout}>
            <Icon name={feature.icon} size={layout === 'inline' ? '1.25rem' : '1.5rem'} />
          </FeatureIcon>
          <FeatureText>
            <FeatureTitle $layout={layout}>{feature.title}</FeatureTitle>
            <FeatureBody $layout={layout}>{feature.body}</FeatureBody>
          </FeatureText>
        </FeatureItem>
      ))}
    </FeatureList>
  );
}
