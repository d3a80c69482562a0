import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, photosFirst, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderTrust } from '../../components/LanderTrust';
import { Link } from '../../components/Link';
import { Caption, CaptionPlace, Gallery, GalleryItem, LockedBadge, LockedLink } from './LanderGalleryScreen.styles';

export type LanderGalleryScreenProps = LanderScreenProps;

/** Photos a visitor sees in full; the rest of the gallery is blurred until they sign up. */
export const GALLERY_OPEN = 6;
export const GALLERY_LOCKED = 4;

/**
 * SPEC §2 `/landers/gallery/{slug?}`: a photo gallery of new members. The first photos are open, the rest are
 * blurred behind "sign up to see more photos".
 */
export function LanderGalleryScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderGalleryScreenProps) {
  const { t } = useTranslation('landing');
  const shown = photosFirst(members);
  const open = membersLoading ? [] : shown.slice(0, GALLERY_OPEN);
  const locked = Array.from({ length: GALLERY_LOCKED }, (_, index) => shown[GALLERY_OPEN + index] ?? null);
  return (
    <LanderPage
      name="gallery"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('gallery.finale')}
      hero={{ layout: 'centered', title: t('gallery.title'), lead: t('gallery.lead', { site: siteName }) }}
    >
      <LanderSection title={t('gallery.section_title')} lead={t('gallery.section_lead')}>
        <Gallery aria-busy={membersLoading || undefined}>
          {membersLoading
            ? Array.from({ length: GALLERY_OPEN }, (_, index) => (
                <GalleryItem key={`loading-${index}`} aria-hidden="true">
                  <LanderMemberPhoto src={null} shape="portrait" loading />
                </GalleryItem>
              ))
            : open.map((member) => (
                <GalleryItem key={member.id} data-gallery="open">
                  <figure>
                    <LanderMemberPhoto src={member.photoUrl} shape="portrait" seed={member.id} />
                    <Caption>
                      {member.age === null ? member.name : t('members.name_age', { name: member.name, age: member.age })}
                      {member.city ? <CaptionPlace>{member.city}</CaptionPlace> : null}
                    </Caption>
                  </figure>
                </GalleryItem>
              ))}
          {locked.map((member, index) => (
            <GalleryItem key={member?.id ?? `locked-${index}`} data-gallery="locked">
              <LockedLink href={signupHref} as={Link}>
                <LanderMemberPhoto src={member?.photoUrl ?? null} shape="portrait" seed={member?.id ?? index} blurred />
                <LockedBadge>
                  <Icon name="lock" size="1.5rem" />
                  {t('gallery.locked')}
                </LockedBadge>
              </LockedLink>
            </GalleryItem>
          ))}
        </Gallery>
      </LanderSection>
      <LanderTrust tone="alt" />
    </LanderPage>
  );
}
