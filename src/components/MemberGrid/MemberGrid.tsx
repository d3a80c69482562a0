import { MemberCard } from '../MemberCard';
import type { FictionalWording, MemberCardData } from '../MemberCard/MemberCard';
import { Skeleton } from '../Skeleton';
import { GridItem, GridList, SkeletonCard, SkeletonInfo } from './MemberGrid.styles';

export interface MemberGridProps {
  members: readonly MemberCardData[];
  /** The profile link of a member (`/members/{id}`). */
  hrefFor: (id: number) => string;
  /** Names the list (already translated), such as "Search results". */
  label: string;
  onLike?: (id: number) => void;
  onUnlike?: (id: number) => void;
  /** Members whose like is being saved. */
  pendingIds?: readonly number[];
  /** Placeholder cards instead of members (the first page is loading). */
  loading?: boolean;
  /** How many placeholder cards: a page's worth. */
  skeletonCount?: number;
  /** `grid`: rows that wrap (results). `row`: one row that scrolls sideways on phones (suggested, similar). */
  layout?: 'grid' | 'row';
  headingLevel?: 2 | 3 | 4;
  /** The site's wording, to mark fictional members. */
  fictional?: FictionalWording;
  className?: string;
}

/** Member cards in a responsive grid: 2 columns on phones up to 5 on wide screens, or one scrolling row. */
export function MemberGrid({
  members,
  hrefFor,
  label,
  onLike,
  onUnlike,
  pendingIds = [],
  loading = false,
  skeletonCount = 8,
  layout = 'grid',
  headingLevel = 3,
  fictional,
  className,
}: MemberGridProps) {
  if (loading) {
    return (
      <GridList $layout={layout} aria-hidden="true" data-loading="" className={className}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <GridItem key={index} $layout={layout}>
            <SkeletonCard>
              <Skeleton shape="rect" height="auto" className="member-photo-skeleton" />
              <SkeletonInfo>
                <Skeleton shape="text" width="70%" />
                <Skeleton shape="text" width="45%" />
              </SkeletonInfo>
            </SkeletonCard>
          </GridItem>
        ))}
      </GridList>
    );
  }
  return (
    <GridList $layout={layout} aria-label={label} className={className}>
      {members.map((member) => (
        <GridItem key={member.id} $layout={layout}>
          <MemberCard
            member={member}
            href={hrefFor(member.id)}
            onLike={onLike}
            onUnlike={onUnlike}
            likePending={pendingIds.includes(member.id)}
            headingLevel={headingLevel}
            fictional={fictional}
          />
        </GridItem>
      ))}
    </GridList>
  );
}
