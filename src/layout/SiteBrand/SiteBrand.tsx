import { Icon } from '../../components/Icon';
import { BrandLink, BrandMark, BrandName } from './SiteBrand.styles';

export interface SiteBrandProps {
  siteName: string;
  homeHref: string;
  /** Leaves out the mark on phones, where a full navigation bar needs the room for the name. */
  compact?: boolean;
}

/** The site's logo: a mark in the brand colour and the site name, linking home. Sits on the navigation background. */
export function SiteBrand({ siteName, homeHref, compact = false }: SiteBrandProps) {
  return (
    <BrandLink href={homeHref} title={siteName} $compact={compact}>
      <BrandMark aria-hidden="true" data-brand-mark="">
        <Icon name="heartFilled" size="1.125rem" />
      </BrandMark>
      <BrandName>{siteName}</BrandName>
    </BrandLink>
  );
}
