import { WIDTHS, type Shot } from '../../.storybook/visual';

/** The baseline's name: `<file under stories/screens>/<story>/n<niche>-<locale>-<width>`, stable across runs. */
export function shotName(path: string, story: string, shot: Shot): string {
  const base = path.replace(/^.*\/stories\/screens\//, '').replace(/\.stories\.tsx$/, '');
  return `${base}/${story}/n${shot.niche}-${shot.locale}-${WIDTHS[shot.width].width}`;
}
