import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { ChatsResponse } from '../../contract/chat';
import { pathFor } from '../../contract/routes';
import { ChatsScreen } from '../../src/screens/ChatsScreen';
import { isApiError } from '../api/client';
import { CHATS_KEY, chatListItem, deleteChat, useChats } from '../data/chats';
import { setCounts } from '../data/counts';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';
import { chatsWithout } from '../rules/realtimeCaches';

/**
 * Route `chats` (SPEC §2 /chats): the member's conversations with their unread counts, kept current by realtime
 * events. Removing a chat drops it from the list at once; if the call fails, an alert shows and the list is read
 * again (SPEC §4, §8).
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { account } = useViewer();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useChats(account !== null);
  const [deleteError, setDeleteError] = useState<string | undefined>();
  useRouteTitle(t('pages:page_title', { page: t('chat:list.title'), site: settings.name }));

  const remove = (conversationId: number) => {
    setDeleteError(undefined);
    void mutate<ChatsResponse>(CHATS_KEY, (current) => current && chatsWithout(current, conversationId), { revalidate: false }).then((next) => {
      if (next) void setCounts(mutate, { unread_messages: next.num_unread_messages });
    });
    deleteChat(conversationId).catch((failure: unknown) => {
      // Already gone (another tab removed it) is what was asked for.
      if (isApiError(failure) && failure.status === 404) return;
      setDeleteError(apiErrorMessage(t, failure));
      void reload();
    });
  };

  const viewerId = account?.id ?? 0;
  return (
    <ChatsScreen
      chats={(data?.chats ?? []).map((chat) => chatListItem(chat, viewerId))}
      chatHref={(id) => pathFor('chats-id', { id })}
      onDelete={remove}
      deleteError={deleteError}
      onDismissDeleteError={() => setDeleteError(undefined)}
      loading={(isLoading || !account) && !data}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void reload()}
      membersHref={pathFor('members')}
      fictional={fictionalWording(settings, 1)}
    />
  );
}
