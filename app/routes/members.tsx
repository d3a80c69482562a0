import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { MembersScreen } from '../../src/screens/MembersScreen';
import {
  loadMoreResults,
  refuseSearchFilters,
  startSearch,
  useMemberLikes,
  useMemberSearch,
  useSearchDefaults,
  useSearchScrollMemory,
} from '../data/members';
import { getSearchState } from '../data/searchStore';
import { useRegions, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage, fieldMessages } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';
import { loginPathWithNext } from '../rules/safeNextPath';
import {
  filtersForForm,
  filtersFromForm,
  searchFilterErrors,
  searchGenders,
  searchWithFilters,
  withSearchStart,
  type SearchFilters,
} from '../rules/searchFilters';
import { scrollToRestore, searchResultsShown } from '../rules/searchState';
import { searchOwner, viewerRole } from '../rules/viewerRole';
import { signupOverlayHref } from '../signup/signupLinks';

/**
 * Route `members` (SPEC §2 /members, §3 search store, §6): the member search. Its state lives in the search store for
 * the whole visit, so a profile and the way back find the same filters, pages and scroll position. The filters also
 * show in the address (`?gender=woman&min_age=30`), which links may use to start a search.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const viewer = useViewer();
  const { regions } = useRegions();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const role = viewerRole(viewer.account);
  const member = role !== 'visitor';
  useRouteTitle(t('members:page_title', { site: settings.name }));

  const showFilters = (filters: SearchFilters) =>
    void navigate({ search: searchWithFilters(location.search, filters) }, { replace: true, preventScrollReset: true });
  const state = useMemberSearch({
    owner: viewer.status === 'loading' ? null : searchOwner(viewer.account),
    settings,
    search: location.search,
    addressKey: location.key,
    replaced: navigationType === 'REPLACE',
    showFilters,
  });
  useSearchScrollMemory(location.pathname);
  const likes = useMemberLikes(member);
  const defaults = useSearchDefaults(member, settings);

  // Back from a profile: the saved position, once the pages it was taken over are on screen again.
  const [restoreTo] = useState(() => scrollToRestore(navigationType, getSearchState()));
  const restored = useRef(false);
  const ready = state.status === 'ready' || state.status === 'more-failed';
  useEffect(() => {
    if (restored.current || restoreTo === null || !ready) return;
    restored.current = true;
    window.scrollTo(0, restoreTo);
  }, [restoreTo, ready]);

  const search = (filters: SearchFilters) => {
    const errors = searchFilterErrors(filters);
    if (Object.keys(errors).length > 0) {
      refuseSearchFilters(errors);
      return;
    }
    startSearch(filters, settings);
    showFilters(filters);
  };

  const askToSignUp = (id?: number) => void navigate(signupOverlayHref(location.pathname, location.search, id));
  const shown = searchResultsShown(state);
  const fictionalCount = shown.filter((card) => card.fictional).length;
  const refused = Object.values(fieldMessages(t, state.filterErrors ?? {}));

  return (
    <MembersScreen
      viewer={role}
      filters={filtersForForm(state.filters, withSearchStart(defaults, state.results?.start))}
      onFiltersChange={(values) => search(filtersFromForm(values))}
      onResetFilters={() => search({})}
      genders={searchGenders(settings.niche)}
      countries={settings.countries}
      regions={regions ?? {}}
      results={shown.map((card) => ({ ...card, liked: likes.isLiked(card.id) }))}
      numResults={state.results?.numResults ?? 0}
      numResultsCapped={state.results?.numResultsCapped ?? false}
      similar={state.results?.similar.results.map((card) => ({ ...card, liked: likes.isLiked(card.id) })) ?? []}
      numSimilar={state.results?.similar.numResults ?? 0}
      memberHref={(id) => pathFor('members-id', { id })}
      onLike={(id) => (member ? likes.like(id) : askToSignUp(id))}
      onUnlike={(id) => (member ? likes.unlike(id) : askToSignUp(id))}
      pendingLikeIds={likes.pendingIds}
      hasMore={Boolean(state.results?.nextCursor)}
      onLoadMore={loadMoreResults}
      loadingMore={state.status === 'loading-more'}
      loadMoreError={state.status === 'more-failed' ? apiErrorMessage(t, state.error) : undefined}
      loading={state.status === 'idle' || state.status === 'loading'}
      error={state.status === 'failed' ? (refused.join(' ') || apiErrorMessage(t, state.error)) : undefined}
      onRetry={() => startSearch(state.filters, settings)}
      limited={state.results?.mode === 'limited'}
      denied={state.status === 'denied'}
      filterError={state.status !== 'failed' && refused.length > 0 ? refused.join(' ') : undefined}
      fictionalNotice={fictionalCount > 0 ? fictionalWording(settings, fictionalCount) : undefined}
      fictional={fictionalWording(settings, 1)}
      signupHref={signupOverlayHref(location.pathname, location.search)}
      loginHref={loginPathWithNext(pathFor('login'), `${location.pathname}${location.search}`)}
    />
  );
}
