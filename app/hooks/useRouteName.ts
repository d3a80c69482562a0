import { useMatches } from 'react-router-dom';

/** The current page's route name (route ids are the SPEC §2 route names); null before a page matched. */
export function useRouteName(): string | null {
  const matches = useMatches();
  return matches.at(-1)?.id ?? null;
}
