import { getTheme } from '../../../theme';
import { Swatch } from './SitesListScreen.styles';

/** A niche's brand colours, read from its theme: a decorative swatch shown beside the niche's name. */
export function NicheSwatch({ niche }: { niche: number }) {
  const { color } = getTheme(niche);
  return (
    <Swatch aria-hidden="true" data-niche-swatch={niche}>
      <span style={{ background: color.primary }} />
      <span style={{ background: color.secondary }} />
    </Swatch>
  );
}
