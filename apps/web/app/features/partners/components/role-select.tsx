import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * An owner's choice of a team member's role, the same for venues, organizers and stores: a change
 * is sent as soon as it is chosen, and the list is read out with the member's name.
 */
export function RoleSelect<Role extends string>({
  name,
  value,
  roles,
  labelOf,
  disabled,
  onRole,
}: {
  name: string;
  value: Role;
  roles: readonly Role[];
  labelOf: (role: Role) => string;
  disabled: boolean;
  onRole: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {t("partners.staff.roleOf", { name })}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid="role-select"
        onChange={(event) => onRole(event.currentTarget.value as Role)}
        className="min-h-11 rounded-sm border border-neutral-300 bg-white px-2 text-sm"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {labelOf(role)}
          </option>
        ))}
      </select>
    </>
  );
}
