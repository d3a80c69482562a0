import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pathFor } from '../../contract/routes';
import { chatKey, memberChatKey, useConversation } from '../data/chats';
import { parseTargetProfileId } from '../signup/signupLinks';
import { ConversationNotFound, ConversationPage, GIFT_PARAM } from './chats-id';

/**
 * Route `members-id-chat` (SPEC §2 /members/{id}/chat): the conversation with member {id}. When it exists, or as soon
 * as the first message starts it, the page moves to its own address `/chats/{conversation id}` (the answer goes with
 * it, so nothing loads twice); until then the empty conversation with the member is shown here.
 */
export function Component() {
  const { id } = useParams();
  const memberId = parseTargetProfileId(id);
  if (memberId === null) return <ConversationNotFound />;
  return <MemberConversation key={memberId} memberId={memberId} />;
}

function MemberConversation({ memberId }: { memberId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const key = memberChatKey(memberId);
  const { data } = useConversation(key);
  const conversationId = data?.conversation.id ?? null;
  const openGifts = params.get(GIFT_PARAM) === '1';

  useEffect(() => {
    if (conversationId === null || !data) return;
    void mutate(chatKey(conversationId), data, { revalidate: false }).then(() =>
      navigate({ pathname: pathFor('chats-id', { id: conversationId }), search: location.search }, { replace: true }),
    );
  }, [conversationId, data, mutate, navigate, location.search]);

  return <ConversationPage swrKey={key} openGifts={openGifts} />;
}
