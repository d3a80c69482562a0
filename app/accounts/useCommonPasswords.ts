import { useEffect, useState } from 'react';
import type { CommonPasswords } from '../../contract/accounts';

const NONE_YET: CommonPasswords = new Set();
let loaded: CommonPasswords | undefined;
let loading: Promise<CommonPasswords> | undefined;

/**
 * The contract's common-password list for `passwordError`, loaded once and only by the password forms (it is about
 * 200 kB gzipped, too much for every page). A form validated before it arrives gets the empty set: the server applies
 * the same rule and answers `password_common` with the same message.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('../../contract/commonPasswords').then(
    (module) => (loaded = module.COMMON_PASSWORDS),
    () => {
      loading = undefined; // a failed chunk load may be retried by the next form
      return NONE_YET;
    },
  );
  return loading;
}

/** Starts loading the list when a password form mounts; the list so far (empty until loaded). */
export function useCommonPasswords(): CommonPasswords {
  const [list, setList] = useState<CommonPasswords>(loaded ?? NONE_YET);
  useEffect(() => {
    let current = true;
    void loadCommonPasswords().then((value) => current && setList(value));
    return () => {
      current = false;
    };
  }, []);
  return list;
}
