import {
  ADMIN_ACTION_INFO,
  FormMessages,
  USER_STATUS_LABELS,
  adminActionsFrom,
  type AdminAction,
  type AdminUser,
} from '@studio/contracts';
import { Badge, StatusActionTable, useToast, type RowAction } from '@studio/ui';
import { useAdminAction, useAdminUsers } from '../../api/dashboard/adminUsers';
import { useSession } from '../../api/session';
import { usePageTitle } from '../../usePageTitle';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { formatDateTime } from './formatDateTime';
import { useListTableProps, useRowActionFailure } from './listTable';
import * as cardStyles from './cards.css';

const STATUS_OPTIONS = [
  { value: 'active', label: USER_STATUS_LABELS.active, tone: 'success' as const },
  { value: 'blocked', label: USER_STATUS_LABELS.blocked, tone: 'critical' as const },
  { value: 'frozen', label: USER_STATUS_LABELS.frozen, tone: 'info' as const },
];

const ROLE_LABELS = { super_admin: 'Super admin', admin: 'Admin' } as const;

const DESCRIPTIONS: Record<AdminAction, string> = {
  block: 'They are signed out at once and cannot sign in until unblocked. They are told by email.',
  freeze: 'They are signed out at once and cannot sign in until unfrozen. They are told by email.',
  unblock: 'They can sign in again. They are told by email.',
  unfreeze: 'They can sign in again. They are told by email.',
  delete: 'They are signed out at once and the account is removed; the email stays taken.',
};

const columns = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (row: AdminUser) => `${row.firstName} ${row.lastName}`,
    sortValue: (row: AdminUser) => `${row.firstName} ${row.lastName}`,
  },
  {
    key: 'email',
    header: 'Email',
    sortable: true,
    // A long address wraps inside its column instead of pushing the actions out of view.
    render: (row: AdminUser) => <span className={cardStyles.wrapAnywhere}>{row.email}</span>,
  },
  { key: 'role', header: 'Role', render: (row: AdminUser) => ROLE_LABELS[row.role] },
  {
    key: 'lastLogin',
    header: 'Last sign-in',
    sortable: true,
    render: (row: AdminUser) => formatDateTime(row.lastLogin),
    sortValue: (row: AdminUser) => row.lastLogin ?? '',
  },
  {
    key: 'isOnline',
    header: 'Online',
    render: (row: AdminUser) =>
      row.isOnline ? <Badge tone="success">Online</Badge> : <Badge>Offline</Badge>,
  },
];

export function AdminUsersSection() {
  usePageTitle('Admin Users');
  const { toast } = useToast();
  const failed = useRowActionFailure();
  const session = useSession();
  const me = session.data?.user.email;
  const list = useAdminUsers();
  const action = useAdminAction();
  const tableProps = useListTableProps(list, 'The admin users could not be loaded.');

  // Nobody acts on their own account: their row offers nothing.
  const getActions = (row: AdminUser): RowAction<AdminUser>[] =>
    row.email === me
      ? []
      : adminActionsFrom(row.status).map((kind) => ({
          type: kind,
          label: ADMIN_ACTION_INFO[kind].label,
          tone: ADMIN_ACTION_INFO[kind].destructive ? 'critical' : 'neutral',
          // The undo of a hold is what a held account's row suggests; for an active one, the
          // reversible hold comes before Block and Delete.
          main: kind === 'unblock' || kind === 'unfreeze' || kind === 'freeze',
          confirm: {
            title: `${ADMIN_ACTION_INFO[kind].label} this admin user?`,
            description: DESCRIPTIONS[kind],
            reason: { required: true, label: 'Reason' },
          },
        }));

  const onAction = async (type: string, row: AdminUser, input: { reason?: string }) => {
    const kind = type as AdminAction;
    try {
      const answer = await action.mutateAsync({
        action: kind,
        user: row,
        reason: input.reason ?? '',
      });
      toast.success(answer.message);
    } catch (error) {
      failed(ADMIN_ACTION_INFO[kind].label, error);
    }
  };

  return (
    <>
      <SectionHeader
        title="Admin Users"
        description="Everyone who can sign in to this admin area. Your own account is managed from the account menu."
        actions={<RefreshButton query={list} />}
      />
      <StatusActionTable
        {...tableProps}
        caption="Admin users"
        rows={list.data ?? []}
        columns={columns}
        getRowId={(row) => row._id}
        getStatus={(row) => row.status}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        getRowFacts={(row) => [
          { label: 'Name', value: `${row.firstName} ${row.lastName}` },
          { label: 'Email', value: row.email },
          { label: 'Role', value: ROLE_LABELS[row.role] },
        ]}
        getActions={getActions}
        onAction={onAction}
        statuses={STATUS_OPTIONS}
        reasonRequiredMessage={FormMessages.reasonRequired}
        getSearchText={(row) =>
          [`${row.firstName} ${row.lastName}`, row.email, ROLE_LABELS[row.role], row.status].join(
            ' ',
          )
        }
        emptyMessage="No admin users yet."
      />
    </>
  );
}
