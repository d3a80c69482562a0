import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from '../../../theme/ThemeProvider';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { LanderHero } from '../../components/LanderHero';
import type { MemberCardData } from '../../components/MemberCard';
import { MemberGrid } from '../../components/MemberGrid';
import { PackageList } from '../../components/PackageList';
import { SelectField } from '../../components/SelectField';
import { previewPackage, type SitePackageRow } from './siteForm';
import { Miniature, MiniatureSurface, PreviewHeader, PreviewNote, PreviewRoot, PreviewTitle } from './SiteEditorScreen.styles';

export const PREVIEW_VIEWS = ['home', 'members', 'pricing', 'fictional'] as const;
export type PreviewView = (typeof PREVIEW_VIEWS)[number];

export interface SitePreviewProps {
  niche: number;
  siteName: string;
  title: string;
  description: string;
  fictional: { warning: string; singular: string; plural: string; icon: string };
  packages: readonly SitePackageRow[];
  /** Sample members for the grid (some fictional, to show the badge). */
  members: readonly MemberCardData[];
  defaultView?: PreviewView;
}

const noHref = () => '#';

/**
 * The site's theme and key screens in miniature, drawn from the draft: it re-renders as fields change. The miniature
 * is decoration for sighted editors, so it is inert and hidden from assistive technology; only the view selector
 * is interactive.
 */
export function SitePreview({ niche, siteName, title, description, fictional, packages, members, defaultView = 'home' }: SitePreviewProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [view, setView] = useState<PreviewView>(defaultView);
  const wording = { warning: fictional.warning, icon: fictional.icon, label: fictional.singular };

  let screen;
  if (view === 'members') {
    screen = <MemberGrid members={members} hrefFor={noHref} label={siteName} fictional={wording} headingLevel={3} />;
  } else if (view === 'pricing') {
    screen = <PackageList packages={packages.map(previewPackage)} packageHref={noHref} label={siteName} />;
  } else if (view === 'fictional') {
    const member = members.find((candidate) => candidate.fictional) ?? members[0];
    screen = (
      <>
        <FictionalNotice warning={fictional.warning} icon={fictional.icon} label={fictional.singular} />
        <p>{fictional.plural}</p>
        {member ? <MemberGrid members={[{ ...member, fictional: true }]} hrefFor={noHref} label={siteName} fictional={wording} /> : null}
      </>
    );
  } else {
    screen = (
      <LanderHero
        kicker={siteName}
        title={title || siteName}
        lead={description}
        cta={
          <Button size="lg" tabIndex={-1}>
            {t('preview.cta')}
          </Button>
        }
      />
    );
  }

  return (
    <PreviewRoot aria-labelledby={titleId} data-preview-niche={niche} data-preview-view={view}>
      <PreviewHeader>
        <PreviewTitle id={titleId}>{t('preview.title')}</PreviewTitle>
        <SelectField
          label={t('preview.show')}
          name="preview-view"
          options={PREVIEW_VIEWS.map((value) => ({ value, label: t(`preview.view.${value}`) }))}
          value={view}
          onChange={(value) => setView(value as PreviewView)}
        />
      </PreviewHeader>
      <PreviewNote>{t('preview.note')}</PreviewNote>
      <Miniature inert aria-hidden="true" data-site-preview="">
        <ThemeProvider niche={niche} global={false}>
          <MiniatureSurface>{screen}</MiniatureSurface>
        </ThemeProvider>
      </Miniature>
    </PreviewRoot>
  );
}
