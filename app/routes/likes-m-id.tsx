import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { LIKES_KEY } from '../data/likes';
import { useMemberProfile } from '../data/members';
import { USER_KEY, useViewer } from '../data/viewer';
import { parseTargetProfileId } from '../signup/signupLinks';
import { Component as MemberProfile } from './members-id';

/**
 * Route `likes-m-id` (SPEC §2 /likes/m/{id}): a member's profile opened from the likes. Opening it clears the like's
 * "new" flag on the server (SPEC §4); once the profile has answered, the likes and the user's counts are read again,
 * so the list and the new-likes badge show it at once.
 */
export function Component() {
  const { id } = useParams();
  const memberId = parseTargetProfileId(id);
  const { mutate } = useSWRConfig();
  const { status } = useViewer();
  // The same request as the profile page's own (SWR shares it): here only to know when it has answered.
  const { data, isValidating } = useMemberProfile(status === 'member' ? memberId : null);
  // Answered by the server now, not from an earlier visit's cache: the flag is cleared.
  const answered = data !== undefined && !isValidating;

  useEffect(() => {
    if (!answered) return;
    void mutate(LIKES_KEY);
    void mutate(USER_KEY);
  }, [answered, memberId, mutate]);

  return <MemberProfile />;
}
