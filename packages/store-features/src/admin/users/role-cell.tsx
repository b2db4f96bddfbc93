import { type PublicUser, USER_ROLE_UPDATED_MESSAGE, USER_ROLES, type UserRole } from '@aurora-store/api';
import { AlertDialog, Button, Menu, MenuItem, MenuTrigger } from '@aurora-store/ui';
import { ChevronIcon } from '@aurora-store/ui/icons';
import { useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useToasts } from '../../common/toasts';
import { focusWhenLost } from '../list';
import { useAdminApi } from '../shared';
import { roleChangeFailureMessage, roleChangeQuestion, SELF_DEMOTION_WARNING } from './admin-users-messages';
import { roleLabels, userName } from './user-facts';

export interface RoleCellProps {
  user: PublicUser;
  /** The row of the signed-in admin: demoting it is warned of first. */
  isSelf: boolean;
  /** The server's user after the change. */
  onChanged: (saved: PublicUser) => void;
}

/** A role asked for: while the question is open, then while the call runs. */
interface RoleChange {
  role: UserRole;
  phase: 'asking' | 'saving';
}

const firstKey = (keys: Selection) => (keys === 'all' ? undefined : [...keys][0]);
const asRole = (key: unknown): UserRole | undefined => USER_ROLES.find((role) => role === key);

/**
 * The Role column's inline dropdown (spec section 2): picking the other role asks the spec's question first
 * (section 6) and shows the choice until the answer; Cancel or a failure puts it back. While the call runs the
 * dropdown is busy and cannot be changed again (issue 14). An admin demoting themselves is told what they lose.
 */
export function RoleCell({ user, isSelf, onChanged }: RoleCellProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const trigger = useRef<HTMLButtonElement>(null);
  const [change, setChange] = useState<RoleChange | null>(null);
  // The question keeps its role while it fades out, so its words do not change as it goes.
  const [asked, setAsked] = useState<UserRole>(user.role);
  const name = userName(user);
  const shown = change?.role ?? user.role;
  const isSaving = change?.phase === 'saving';
  const isSelfDemotion = isSelf && user.role === 'admin' && asked === 'user';

  const ask = (role: UserRole | undefined) => {
    if (role === undefined || role === user.role || isSaving) return;
    setAsked(role);
    setChange({ role, phase: 'asking' });
  };

  // Only a question still open is cancelled: a confirmed one is already saving when the dialog closes.
  const cancel = () => {
    setChange((current) => (current?.phase === 'asking' ? null : current));
    focusWhenLost(trigger);
  };

  const save = async (role: UserRole) => {
    setChange({ role, phase: 'saving' });
    focusWhenLost(trigger);
    try {
      const answer = await admin.updateUserRole(user._id, role);
      toasts.success(USER_ROLE_UPDATED_MESSAGE);
      onChanged(answer.data.user);
    } catch (failure) {
      toasts.error(roleChangeFailureMessage(failure));
    } finally {
      setChange(null);
    }
  };

  return (
    <>
      <MenuTrigger>
        <Button
          ref={trigger}
          variant="secondary"
          size="sm"
          isPending={isSaving}
          className="min-w-26 justify-between"
        >
          <span className="sr-only">Role of {name}: </span>
          {roleLabels[shown]}
          <ChevronIcon className="size-4 shrink-0 text-muted" />
        </Button>
        <Menu
          aria-label={`Role of ${name}`}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[shown]}
          onSelectionChange={(keys) => ask(asRole(firstKey(keys)))}
        >
          {USER_ROLES.map((role) => (
            <MenuItem key={role} id={role}>
              {roleLabels[role]}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <AlertDialog
        isOpen={change?.phase === 'asking'}
        onOpenChange={(isOpen) => {
          if (!isOpen) cancel();
        }}
        variant={isSelfDemotion ? 'danger' : 'default'}
        title={isSelfDemotion ? 'Change your own role?' : `Change ${name}'s role?`}
        confirmLabel={`Make ${roleLabels[asked]}`}
        onConfirm={() => void save(asked)}
      >
        <p>{roleChangeQuestion(asked)}</p>
        {isSelfDemotion && <p className="mt-3 font-medium text-warning">{SELF_DEMOTION_WARNING}</p>}
      </AlertDialog>
    </>
  );
}
