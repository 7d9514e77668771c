import { SIGNUP_ACTION_INFO, type SignupAction, type SignupRequestView } from '@studio/contracts';
import { Button, StatusActionTable, useToast } from '@studio/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useSignupAction, useSignupRequests } from '../../api/dashboard/signupRequests';
import { usePageTitle } from '../../usePageTitle';
import { SectionHeader, StatCard, formatDateTime } from './parts';
import * as styles from './parts.css';
import { useDashboardSearchState } from './SearchContext';
import { EditSignupDialog, ViewSignupDialog } from './SignupRequestDialogs';
import { SIGNUP_STATUS_OPTIONS, signupFacts, signupRowActions } from './signupRows';

const columns = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (row: SignupRequestView) => `${row.firstName} ${row.lastName}`,
    sortValue: (row: SignupRequestView) => `${row.firstName} ${row.lastName}`,
  },
  { key: 'email', header: 'Email', sortable: true },
  {
    key: 'phone',
    header: 'Phone',
    render: (row: SignupRequestView) => `${row.countryCode} ${row.phoneNumber}`,
  },
  { key: 'country', header: 'Country', sortable: true },
  {
    key: 'createdAt',
    header: 'Requested',
    sortable: true,
    render: (row: SignupRequestView) => formatDateTime(row.createdAt),
    sortValue: (row: SignupRequestView) => row.createdAt,
  },
];

export function SignupRequestsSection() {
  usePageTitle('Signup Requests');
  const { search, setSearch } = useDashboardSearchState();
  const { toast } = useToast();
  const list = useSignupRequests();
  const action = useSignupAction();
  const [viewing, setViewing] = useState<SignupRequestView | null>(null);
  const [editing, setEditing] = useState<SignupRequestView | null>(null);
  const counts = list.data?.counts;

  const onAction = async (type: string, row: SignupRequestView, input: { message?: string }) => {
    if (type === 'view') return setViewing(row);
    if (type === 'edit') return setEditing(row);
    const kind = type as Exclude<SignupAction, 'edit'>;
    try {
      const answer = await action.mutateAsync({ action: kind, request: row, notes: input.message });
      toast.success(answer.message, { message: `${row.firstName} ${row.lastName} (${row.email})` });
    } catch (error) {
      const message = errorMessage(
        error,
        `Error executing ${SIGNUP_ACTION_INFO[kind].label.toLowerCase()} action. Please try again.`,
      );
      toast.error(`${SIGNUP_ACTION_INFO[kind].label} failed`, { message });
      throw new Error(message);
    }
  };

  return (
    <>
      <SectionHeader
        title="Signup Requests"
        description="People who asked for admin access through the request-access form."
        actions={
          <Button
            variant="secondary"
            loading={list.isFetching}
            loadingText="Refreshing..."
            onClick={() => void list.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <section aria-label="Request counts" className={styles.stats}>
        <StatCard label="Total requests" value={counts?.total} />
        <StatCard label="Pending" value={counts?.pending} />
        <StatCard label="Approved" value={counts?.approved} />
        <StatCard label="Rejected" value={counts?.rejected} />
      </section>
      <StatusActionTable
        caption="Signup requests"
        hideCaption
        rows={list.data?.requests ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        getStatus={(row) => row.status}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        getRowFacts={signupFacts}
        getActions={signupRowActions}
        onAction={onAction}
        statuses={SIGNUP_STATUS_OPTIONS}
        search={search}
        onSearchChange={setSearch}
        hideSearch
        getSearchText={(row) =>
          [
            `${row.firstName} ${row.lastName}`,
            row.email,
            `${row.countryCode} ${row.phoneNumber}`,
            row.country,
            row.status,
          ].join(' ')
        }
        defaultSort={{ key: 'createdAt', direction: 'descending' }}
        loading={list.isPending}
        error={
          list.isError ? errorMessage(list.error, 'The requests could not be loaded.') : undefined
        }
        onRetry={() => void list.refetch()}
        emptyMessage="No signup requests yet."
      />
      <ViewSignupDialog request={viewing} onClose={() => setViewing(null)} />
      <EditSignupDialog request={editing} onClose={() => setEditing(null)} />
    </>
  );
}
