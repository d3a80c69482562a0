import type { HTMLAttributes } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MemberCard as MemberCardAnswer } from '../../../contract/members';
import { FictionalNotice } from '../FictionalNotice';
import { Icon } from '../Icon';
import { countryName } from '../LocationPicker/countryName';
import {
  CardLink,
  CardRoot,
  Flags,
  Flag,
  Info,
  InitialsFill,
  LikeButton,
  Meta,
  Name,
  NamePart,
  NameRow,
  OnlineDot,
  Photo,
  PhotoImage,
} from './MemberCard.styles';

/**
 * A member as the server lists them (contract `MemberCard`: search results, suggested and similar profiles),
 * plus what the app knows besides: whether the viewer likes them, and whether they are new.
 * The picture is `main_image.thumb_filename`, a URL path the server gives; without a main image the initials show.
 */
export type MemberCardData = MemberCardAnswer & {
  liked?: boolean;
  /** A recently joined member. */
  isNew?: boolean;
};

/** The site's wording for fictional profiles (settings `fictional_icon`, `fictional_singular`, `fictional_warning`). */
export interface FictionalWording {
  warning: string;
  icon: string;
  label: string;
}

export interface MemberCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  member: MemberCardData;
  /** The profile (`/members/{id}`). */
  href: string;
  /** Shows the heart button. A visitor's press is the app's cue to ask them to sign up. */
  onLike?: (id: number) => void;
  onUnlike?: (id: number) => void;
  /** The like is being saved. */
  likePending?: boolean;
  /** The level of the name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Marks a fictional member with the site's badge; without it nothing marks them. */
  fictional?: FictionalWording;
}

/** A member in a result grid: photo (or initials), name, age, city, online and new flags, and a like button. */
export function MemberCard({ member, href, onLike, onUnlike, likePending = false, headingLevel = 3, fictional, ...rest }: MemberCardProps) {
  const { t, i18n } = useTranslation('members');
  const liked = member.liked ?? false;
  const showLike = onLike !== undefined;
  const photo = member.main_image?.thumb_filename ?? null;
  const place = member.city ?? countryName(member.country, i18n.language);

  return (
    <CardRoot data-member-card={member.id} data-liked={liked || undefined} {...rest}>
      <Photo>
        {photo ? (
          <PhotoImage src={photo} alt="" loading="lazy" decoding="async" draggable={false} />
        ) : (
          <InitialsFill name={member.name} size="xl" shape="rounded" aria-hidden="true" />
        )}
        {member.isNew || (member.fictional && fictional) ? (
          <Flags>
            {member.isNew ? <Flag data-card-flag="">{t('card.new')}</Flag> : null}
            {member.fictional && fictional ? <FictionalNotice variant="badge" {...fictional} /> : null}
          </Flags>
        ) : null}
      </Photo>
      <Info>
        <NameRow>
          <Name as={`h${headingLevel}`}>
            <CardLink href={href} aria-label={member.age === null ? undefined : t('card.label', { name: member.name, age: member.age })}>
              {member.age === null ? (
                <NamePart>{member.name}</NamePart>
              ) : (
                <Trans
                  t={t}
                  i18nKey="card.name_age"
                  values={{ name: member.name, age: member.age }}
                  components={{ name: <NamePart /> }}
                />
              )}
            </CardLink>
          </Name>
          {member.online ? (
            <OnlineDot role="img" aria-label={t('card.online')} title={t('card.online')} />
          ) : null}
        </NameRow>
        {place ? (
          <Meta>
            <Icon name="mapPin" size="1em" />
            <span>{place}</span>
          </Meta>
        ) : null}
      </Info>
      {showLike ? (
        <LikeButton
          type="button"
          $liked={liked}
          aria-pressed={liked}
          aria-label={t('card.like', { name: member.name })}
          aria-busy={likePending || undefined}
          disabled={likePending}
          onClick={() => (liked ? onUnlike?.(member.id) : onLike(member.id))}
        >
          <Icon name={liked ? 'heartFilled' : 'heart'} />
        </LikeButton>
      ) : null}
    </CardRoot>
  );
}
