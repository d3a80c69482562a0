import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../contract/interests';
import { SEARCH, type SearchGender } from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { MemberGrid } from '../../components/MemberGrid';
import type { FictionalWording, MemberCardData } from '../../components/MemberCard/MemberCard';
import type { ViewerRole } from '../../components/ProfileActions/ProfileActions';
import { SearchFilters } from '../../components/SearchFilters';
import type { SearchFilterValues } from '../../components/SearchFilters/SearchFilters';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  Count,
  EmptyState,
  EmptyText,
  EmptyTitle,
  Header,
  LoadMore,
  ResultsHead,
  ScreenRoot,
  Section,
  SectionTitle,
  Sentinel,
  TeaserActions,
  TeaserBanner,
  TeaserText,
  TeaserTitle,
  Title,
} from './MembersScreen.styles';

export interface MembersScreenProps {
  viewer: ViewerRole;
  filters: SearchFilterValues;
  /** New filters were submitted: the app searches again from the first page. */
  onFiltersChange: (filters: SearchFilterValues) => void;
  /** "Clear filters" in the empty state: the app searches with its default filters. */
  onResetFilters?: () => void;
  /** The genders this site searches (its niche decides). */
  genders: readonly SearchGender[];
  /** The site's countries (settings `countries`). */
  countries: readonly string[];
  /** Regions per country (`/api/regions.php`). */
  regions: Readonly<Record<string, readonly Region[]>>;
  /** Every page loaded so far, in order. */
  results: readonly MemberCardData[];
  /** Matching members, counted up to SEARCH.countCap. */
  numResults: number;
  /** More than `numResults` match ("10,000+"). */
  numResultsCapped?: boolean;
  /** Members matching looser filters, with their own count. */
  similar?: readonly MemberCardData[];
  numSimilar?: number;
  /** The profile link of a member (`/members/{id}`). */
  memberHref: (id: number) => string;
  onLike: (id: number) => void;
  onUnlike: (id: number) => void;
  pendingLikeIds?: readonly number[];
  /** There is a next page. */
  hasMore: boolean;
  /** Called when the end of the list scrolls into view, or "show more" is pressed. */
  onLoadMore: () => void;
  loadingMore?: boolean;
  /** Loading the next page failed (already translated). */
  loadMoreError?: string;
  /** The first page is loading. */
  loading?: boolean;
  /** The search failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** A visitor's limited search (SPEC §6): one page, no filters, and an invitation to sign up. */
  limited?: boolean;
  /** A visitor on a site that keeps its search for members (SPEC §6): only the invitation to sign up or log in. */
  denied?: boolean;
  /** Filters that were refused, and why (already translated); the results shown are still those of the last search. */
  filterError?: string;
  /**
   * The site's warning about fictional profiles, shown above the results when some of them are fictional (the app
   * names them with the site's plural when there are several).
   */
  fictionalNotice?: FictionalWording;
  signupHref: string;
  loginHref: string;
  /** The site's wording for fictional members. */
  fictional?: FictionalWording;
}

/** How far ahead of the end of the list the next page starts loading. */
const PREFETCH_MARGIN = '600px';

/**
 * `/members`: SPEC §2 search results. Filters, the result count, member cards that load page by page as the
 * list scrolls (with a "show more" button as well), similar members, and a visitor's limited preview.
 */
export function MembersScreen({
  viewer,
  filters,
  onFiltersChange,
  onResetFilters,
  genders,
  countries,
  regions,
  results,
  numResults,
  numResultsCapped = false,
  similar = [],
  numSimilar = 0,
  memberHref,
  onLike,
  onUnlike,
  pendingLikeIds = [],
  hasMore,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  loading = false,
  error,
  onRetry,
  limited = false,
  denied = false,
  filterError,
  fictionalNotice,
  signupHref,
  loginHref,
  fictional,
}: MembersScreenProps) {
  const { t, i18n } = useTranslation('members');
  const titleId = useId();
  const similarId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasMore && !loading && !loadingMore && !error && !loadMoreError && !limited;
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, results.length]);

  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const countText = numResultsCapped
    ? t('results.count_capped', { total: format(Math.max(numResults, SEARCH.countCap)) })
    : t('results.count', { count: numResults, total: format(numResults) });

  const teaser = limited || denied ? (
    <TeaserBanner data-visitor-teaser={denied ? 'denied' : 'limited'}>
      <Icon name="lock" size="1.5rem" />
      <TeaserText>
        <TeaserTitle>{denied ? t('teaser.denied_title') : t('teaser.title')}</TeaserTitle>
        <p>{denied ? t('teaser.denied_body') : t('teaser.body')}</p>
      </TeaserText>
      <TeaserActions>
        <Button href={signupHref} variant="secondary">
          {t('teaser.signup')}
        </Button>
        <Button href={loginHref} variant="ghost">
          {t('teaser.login')}
        </Button>
      </TeaserActions>
    </TeaserBanner>
  ) : null;

  const body = (() => {
    if (loading) {
      return (
        <>
          <VisuallyHidden role="status">{t('results.loading')}</VisuallyHidden>
          <MemberGrid members={[]} hrefFor={memberHref} label={t('results.label')} loading skeletonCount={10} />
        </>
      );
    }
    if (error) {
      return (
        <Alert
          tone="danger"
          title={t('results.error_title')}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('results.retry')}
              </Button>
            ) : undefined
          }
        >
          <p>{error}</p>
        </Alert>
      );
    }
    if (results.length === 0) {
      return (
        <EmptyState data-empty="">
          <Icon name="search" size="2rem" />
          <EmptyTitle>{t('results.empty_title')}</EmptyTitle>
          <EmptyText>{t('results.empty_body')}</EmptyText>
          {onResetFilters && !limited ? (
            <Button variant="outline" onClick={onResetFilters}>
              {t('results.reset')}
            </Button>
          ) : null}
        </EmptyState>
      );
    }
    return (
      <>
        {fictionalNotice && results.some((member) => member.fictional) ? <FictionalNotice {...fictionalNotice} /> : null}
        <MemberGrid
          members={results}
          hrefFor={memberHref}
          label={t('results.label')}
          onLike={onLike}
          onUnlike={onUnlike}
          pendingIds={pendingLikeIds}
          headingLevel={3}
          fictional={fictional}
        />
        {loadMoreError ? (
          <Alert
            tone="danger"
            action={
              <Button variant="outline" size="sm" onClick={onLoadMore}>
                {t('results.retry')}
              </Button>
            }
          >
            <p>{loadMoreError}</p>
          </Alert>
        ) : null}
        {hasMore && !limited && !loadMoreError ? (
          <LoadMore>
            <Sentinel ref={sentinel} aria-hidden="true" />
            <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
              {loadingMore ? t('results.loading_more') : t('results.more')}
            </Button>
          </LoadMore>
        ) : null}
        {!hasMore && !limited && results.length > SEARCH.pageSize ? <EmptyText as="p">{t('results.end')}</EmptyText> : null}
      </>
    );
  })();

  if (denied) {
    return (
      <ScreenRoot aria-labelledby={titleId} data-viewer={viewer} data-denied="">
        <Header>
          <Title id={titleId}>{t('title')}</Title>
        </Header>
        {teaser}
      </ScreenRoot>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined} data-viewer={viewer}>
      <Header>
        <Title id={titleId}>{t('title')}</Title>
      </Header>
      {limited ? null : (
        <SearchFilters
          filters={filters}
          onFiltersChange={onFiltersChange}
          genders={genders}
          countries={countries}
          regions={regions}
        />
      )}
      {filterError && !limited ? (
        <Alert tone="warning" title={t('filters.refused')} data-filter-error="">
          <p>{filterError}</p>
        </Alert>
      ) : null}
      {teaser}
      <Section aria-labelledby={`${titleId}-results`}>
        <ResultsHead>
          <SectionTitle id={`${titleId}-results`}>{t('results.title')}</SectionTitle>
          <Count role="status">{loading || error ? null : countText}</Count>
        </ResultsHead>
        {body}
      </Section>
      {!loading && !error && similar.length > 0 ? (
        <Section aria-labelledby={similarId}>
          <ResultsHead>
            <SectionTitle id={similarId}>{t('similar.title')}</SectionTitle>
            <Count>{t('similar.count', { count: numSimilar, total: format(numSimilar) })}</Count>
          </ResultsHead>
          <MemberGrid
            members={similar}
            hrefFor={memberHref}
            label={t('similar.title')}
            onLike={onLike}
            onUnlike={onUnlike}
            pendingIds={pendingLikeIds}
            headingLevel={3}
            fictional={fictional}
          />
        </Section>
      ) : null}
    </ScreenRoot>
  );
}
