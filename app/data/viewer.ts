import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import type { LoginRequest } from '../../contract/accounts';
import { ENDPOINTS } from '../../contract/api';
import type { User } from '../../contract/entities';
import type { TopNavProps } from '../../src/layout/TopNav';
import { isLanguage } from '../../locales/languages';
import { apiFetch, isApiError } from '../api/client';
import { showLanguage } from '../i18n/showLanguage';

/** The SWR key of the logged-in user; its value is the user, or null for a visitor. */
export const USER_KEY = ENDPOINTS.user.path;

/** Answers that are the same for everybody: kept when the session changes. */
const PUBLIC_KEYS: ReadonlySet<string> = new Set([
  ENDPOINTS.settings.path,
  ENDPOINTS.companyInfo.path,
  ENDPOINTS.interests.path,
  ENDPOINTS.regions.path,
]);

/** GET /api/user.php: a 403 authentication_required is an answer ("logged out"), not a failure to retry. */
export async function fetchViewer(): Promise<User | null> {
  try {
    const { user } = await apiFetch(USER_KEY, { schema: ENDPOINTS.user.response });
    return user;
  } catch (error) {
    if (isApiError(error) && error.code === 'authentication_required') return null;
    throw error;
  }
}

/** Forgets everything that belonged to the previous session, then sets who is looking now. */
export async function replaceSession(mutate: ScopedMutator, user: User | null): Promise<void> {
  await mutate((key) => typeof key === 'string' && key !== USER_KEY && !PUBLIC_KEYS.has(key), undefined, { revalidate: false });
  await mutate(USER_KEY, user, { revalidate: false });
}

export type ViewerStatus = 'loading' | 'visitor' | 'member';

export interface Viewer {
  status: ViewerStatus;
  /** The account as the server answered it; null for a visitor and while loading. */
  account: User | null;
  /** The logged-in member as the chrome shows them; null for a visitor. */
  user: TopNavProps['user'];
  unreadMessages: number;
  newLikes: number;
  login(credentials: LoginRequest): Promise<User>;
  /** Ends the session on the server, forgets the session's data; the caller decides where to go next. */
  logout(): Promise<void>;
  /** Sets a user the server just answered (signup, activation, reactivation). */
  setAccount(user: User | null): Promise<void>;
  refresh(): Promise<unknown>;
}

function chromeUser(user: User | null): TopNavProps['user'] {
  if (!user) return null;
  // The avatar is the member's own main photo (its thumbnail; pending ones too, as the owner sees them).
  return { name: user.profile.name, avatarUrl: user.profile.main_image?.thumb_filename ?? null, credits: user.credits, paidUser: user.paid_user };
}

/** Who is looking at the site: GET /api/user.php through SWR, shared by every component that asks. */
export function useViewer(): Viewer {
  const { mutate } = useSWRConfig();
  const { i18n } = useTranslation();
  const { data, isLoading, mutate: refresh } = useSWR<User | null>(USER_KEY, fetchViewer, {
    revalidateOnFocus: false,
    // An inlined user (or null for a visitor) is current at first paint; the refresh loop and login/logout update it.
    revalidateIfStale: false,
  });

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const { user } = await apiFetch(ENDPOINTS.login.path, { method: 'POST', body: credentials, schema: ENDPOINTS.login.response });
      // Signed in, the site speaks the member's own language (the one their mails come in), whatever a visitor's
      // browser showed before; the language menu changes both again.
      if (isLanguage(user.language) && user.language !== i18n.language) await showLanguage(i18n, user.language);
      await replaceSession(mutate, user);
      return user;
    },
    [mutate, i18n],
  );

  const logout = useCallback(async () => {
    try {
      await apiFetch(ENDPOINTS.logout.path);
    } finally {
      await replaceSession(mutate, null);
    }
  }, [mutate]);

  const setAccount = useCallback((user: User | null) => replaceSession(mutate, user), [mutate]);

  const account = data ?? null;
  const status: ViewerStatus = data === undefined && isLoading ? 'loading' : account ? 'member' : 'visitor';
  return {
    status,
    account,
    user: chromeUser(account),
    // SPEC §2/§4 counts: kept current by the refresh, the chats and likes answers and realtime `counts` events.
    unreadMessages: account?.unread_messages ?? 0,
    newLikes: account?.new_likes ?? 0,
    login,
    logout,
    setAccount,
    refresh: () => refresh(),
  };
}
