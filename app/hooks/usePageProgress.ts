import { useNavigation } from 'react-router-dom';
import type { ProgressBarView } from '../../src/components/ProgressBar/progressBarModel';
import { useProgressBar } from '../../src/components/ProgressBar/useProgressBar';

/** SPEC §2/§9: the page-load bar follows the router's navigation (including lazy route chunks). */
export function usePageProgress(): ProgressBarView {
  const navigation = useNavigation();
  return useProgressBar(navigation.state !== 'idle');
}
