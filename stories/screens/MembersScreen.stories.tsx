import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEARCH } from '../../contract/members';
import type { MemberCardData } from '../../src/components/MemberCard/MemberCard';
import { MembersScreen } from '../../src/screens/MembersScreen';
import {
  defaultFilters,
  fictionalWording,
  longSearchResults,
  memberHref,
  moreSearchResults,
  narrowFilters,
  profileHrefs,
  regions,
  searchGenders,
  searchResults,
  similarResults,
  siteCountries,
  useMemberMessages,
} from '../fixtures/members';

type Args = ComponentProps<typeof MembersScreen>;

/** The container's part, in memory: pages arrive after a moment, likes and filters apply at once. */
function Interactive(args: Args) {
  const [results, setResults] = useState<readonly MemberCardData[]>(args.results);
  const [loadingMore, setLoadingMore] = useState(false);
  const [filters, setFilters] = useState(args.filters);
  const hasMore = args.hasMore && results.length < args.results.length + moreSearchResults.length;
  const setLiked = (id: number, liked: boolean) =>
    setResults((current) => current.map((member) => (member.id === id ? { ...member, liked } : member)));
  return (
    <MembersScreen
      {...args}
      results={results}
      filters={filters}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
      }}
      onLoadMore={() => {
        args.onLoadMore();
        if (loadingMore) return;
        setLoadingMore(true);
        setTimeout(() => {
          setResults((current) => [...current, ...moreSearchResults]);
          setLoadingMore(false);
        }, 200);
      }}
      onLike={(id) => {
        args.onLike(id);
        setLiked(id, true);
      }}
      onUnlike={(id) => {
        args.onUnlike(id);
        setLiked(id, false);
      }}
    />
  );
}

/** Failures as the container passes them: the generic SPEC §8 message. */
function WithError({ where, ...args }: Args & { where: 'search' | 'more' }) {
  const messages = useMemberMessages();
  return where === 'search' ? (
    <MembersScreen {...args} results={[]} error={messages.generic} />
  ) : (
    <MembersScreen {...args} loadMoreError={messages.generic} />
  );
}

const meta = {
  title: 'Screens/MembersScreen',
  component: MembersScreen,
  args: {
    viewer: 'free',
    filters: defaultFilters,
    onFiltersChange: fn(),
    onResetFilters: fn(),
    genders: searchGenders,
    countries: siteCountries,
    regions,
    results: searchResults,
    numResults: 1234,
    numResultsCapped: false,
    similar: [],
    numSimilar: 0,
    memberHref,
    onLike: fn(),
    onUnlike: fn(),
    pendingLikeIds: [],
    hasMore: true,
    onLoadMore: fn(),
    loadingMore: false,
    loading: false,
    onRetry: fn(),
    limited: false,
    signupHref: profileHrefs.signupHref,
    loginHref: profileHrefs.loginHref,
    fictional: fictionalWording,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The count formatted for the locale; a like from a card; "show more" loads the next page (scrolling to the end
 * does the same); new filters are handed to the app.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find members' })).toBeInTheDocument();
    await expect(canvas.getByText('1,234 members found')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(searchResults.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Like Anna' }));
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more members' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(searchResults.length + moreSearchResults.length));
    await expect(canvas.queryByRole('button', { name: 'Show more members' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Show me'), 'man');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...defaultFilters, gender: 'man' });
  },
};

export const Default: Story = {};

/** The first page loading: placeholder cards and a status for screen readers. */
export const Loading: Story = {
  args: { loading: true, results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Looking for members…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No results: suggests wider filters, offers to clear them, and shows similar members with their own count. */
export const Empty: Story = {
  args: { results: [], numResults: 0, hasMore: false, filters: narrowFilters, similar: similarResults, numSimilar: 48 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No members match your filters' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Similar members' })).toBeInTheDocument();
    await expect(canvas.getByText('48 members')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} where="search" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the members');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A next page failed: the loaded results stay, with a retry where "show more" was. */
export const LoadMoreError: Story = {
  render: (args) => <WithError {...args} where="more" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  render: (args) => <MembersScreen {...args} />,
};

/** More matches than are counted: "1,000+" (SEARCH.countCap). */
export const CappedCount: Story = {
  args: { numResults: SEARCH.countCap, numResultsCapped: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${new Intl.NumberFormat('en').format(SEARCH.countCap)}+ members found`)).toBeInTheDocument();
  },
};

/** SPEC §6: a visitor's limited search: one page, no filters, an invitation to sign up. */
export const VisitorTeaser: Story = {
  args: { viewer: 'visitor', limited: true, hasMore: false, results: searchResults.slice(0, SEARCH.visitorPageSize) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are seeing a preview' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Show members' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show more members' })).toBeNull();
  },
};

/** SPEC §6: a site that keeps its search for members shows a visitor only the invitation, no results. */
export const VisitorDenied: Story = {
  args: { viewer: 'visitor', denied: true, results: [], numResults: 0, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find members' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Members only' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show members' })).toBeNull();
  },
};

/** Filters that could not be used (a bad link, or refused by the server): the reason, above the last results. */
export const RefusedFilters: Story = {
  args: { filterError: 'The maximum age cannot be lower than the minimum age.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvasElement.querySelector('[data-filter-error]');
    await expect(alert).toHaveAttribute('role', 'status');
    await expect(alert).toHaveTextContent('These filters could not be used');
    await expect(alert).toHaveTextContent('The maximum age cannot be lower than the minimum age.');
    await expect(within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(searchResults.length);
  },
};

/** Fictional members among the results: the site's warning above them, named with its plural. */
export const FictionalWarning: Story = {
  args: { fictionalNotice: { ...fictionalWording, label: 'entertainment profiles' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('entertainment profiles');
    await expect(note).toHaveTextContent(fictionalWording.warning);
  },
};

export const Premium: Story = { args: { viewer: 'premium' } };

/** The count in the reader's number format: "1.234" in Dutch. */
export const DutchCount: Story = {
  globals: { locale: 'nl', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1.234');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { results: longSearchResults, numResults: 987654, similar: similarResults, numSimilar: 12345 },
};

export const LongContentPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { results: longSearchResults, numResults: 987654 },
};

/**
 * A member's search starts where they live: the filters show their own country and region (the app fills them in
 * from the profile), and "All countries" widens it.
 */
export const StartsNearby: Story = {
  args: { filters: { gender: 'woman', country: 'NL', countryregion: 'NL-NH' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('NL');
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveValue('NL-NH');
    await userEvent.selectOptions(country, 'All countries');
    await userEvent.click(canvas.getByRole('button', { name: 'Show members' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ gender: 'woman', country: '', countryregion: '' }));
  },
};
