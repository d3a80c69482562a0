import { VisuallyHidden } from '../../components/VisuallyHidden';

/**
 * Names the row a repeated action belongs to, for screen readers only: "Edit (Eva de Wit)". The visible word stays
 * the start of the accessible name, so speech users can say what they see.
 */
export function ForName({ name }: { name: string }) {
  return <VisuallyHidden> ({name})</VisuallyHidden>;
}
