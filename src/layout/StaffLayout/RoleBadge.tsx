import { useTranslation } from 'react-i18next';
import type { StaffRole } from './staffNav';
import { RolePill } from './StaffLayout.styles';

export interface RoleBadgeProps {
  role: StaffRole;
  className?: string;
}

/** A staff role written out on a pill in the role's colour. */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  const { t } = useTranslation('staff');
  return (
    <RolePill $role={role} data-role={role} className={className}>
      {t(`role.${role}`)}
    </RolePill>
  );
}
