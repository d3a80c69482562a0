import { useId, type ReactNode } from 'react';
import type { CreditPackage } from '../../../contract/credits';
import { PackageCard } from '../PackageCard';
import { SkeletonCard } from '../PageSection/PageSection.styles';
import { Skeleton, SkeletonText } from '../Skeleton';
import { Grid, Legend, SelectFieldset } from './PackageList.styles';

export interface PackageListProps {
  packages: readonly CreditPackage[];
  /** A discount code's percentage to show on prices the server has not discounted itself. */
  discountPercentage?: number | null;
  /** Link mode: where each package's "Choose" button leads (the payment-method page). */
  packageHref?: (creditPackage: CreditPackage) => string;
  onChoose?: (creditPackage: CreditPackage) => void;
  /** Select mode (with `onSelect`): the packages are one radio group. */
  selectedId?: number | null;
  onSelect?: (packageId: number) => void;
  /** Select mode: the group's legend. */
  legend?: ReactNode;
  hideLegend?: boolean;
  disabled?: boolean;
  /** Link mode: names the list. */
  label?: string;
  headingLevel?: 2 | 3;
  /** Link mode: the packages are on their way; shows stand-in cards (hidden from screen readers). */
  loading?: boolean;
  className?: string;
}

const byPosition = (a: CreditPackage, b: CreditPackage) => a.position - b.position || a.id - b.id;

/**
 * The packages in the server's order. Link mode: a responsive grid of cards (one column on phones, up to four on wide
 * screens), each leading to its payment page. Select mode: compact rows forming one radio group (repeat order).
 */
export function PackageList({
  packages,
  discountPercentage,
  packageHref,
  onChoose,
  selectedId,
  onSelect,
  legend,
  hideLegend = false,
  disabled = false,
  label,
  headingLevel = 3,
  loading = false,
  className,
}: PackageListProps) {
  const name = `package-${useId()}`;
  const sorted = [...packages].sort(byPosition);

  if (onSelect) {
    return (
      <SelectFieldset className={className} disabled={disabled}>
        {legend ? <Legend $hidden={hideLegend}>{legend}</Legend> : null}
        <Grid as="div" $layout="rows">
          {sorted.map((creditPackage) => (
            <PackageCard
              key={creditPackage.id}
              as="div"
              creditPackage={creditPackage}
              discountPercentage={discountPercentage}
              selection={{
                name,
                checked: selectedId === creditPackage.id,
                onChange: () => onSelect(creditPackage.id),
                disabled,
              }}
            />
          ))}
        </Grid>
      </SelectFieldset>
    );
  }

  if (loading) {
    return (
      <Grid as="div" className={className} aria-hidden="true" $layout="cards" data-loading="true">
        {[0, 1, 2].map((index) => (
          <SkeletonCard key={index}>
            <Skeleton shape="circle" width="2.75rem" />
            <Skeleton shape="text" width="60%" />
            <Skeleton height="2rem" width="45%" />
            <SkeletonText lines={2} />
            <Skeleton height="2.75rem" />
          </SkeletonCard>
        ))}
      </Grid>
    );
  }

  return (
    <Grid className={className} aria-label={label} $layout="cards">
      {sorted.map((creditPackage) => (
        <PackageCard
          key={creditPackage.id}
          creditPackage={creditPackage}
          discountPercentage={discountPercentage}
          href={packageHref?.(creditPackage)}
          onChoose={onChoose ? () => onChoose(creditPackage) : undefined}
          headingLevel={headingLevel}
        />
      ))}
    </Grid>
  );
}
