import { ProgressBar } from '../../src/components/ProgressBar';
import { usePageProgress } from '../hooks/usePageProgress';

export function PageProgress() {
  const { visible, progress } = usePageProgress();
  return <ProgressBar active={visible} progress={progress} />;
}
