import { SIGNUP_ACTION_INFO, type SignupAction, type SignupRequestView } from '@studio/contracts';
import {
  StatList,
  StatusActionTable,
  useToast,
  wrapPoints,
  type RowActionContext,
  type RowActionInput,
} from '@studio/ui';
import { useState } from 'react';
import { useSignupAction, useSignupRequests } from '../../api/dashboard/signupRequests';
import { usePageTitle } from '../../usePageTitle';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { formatDateTime } from './formatDateTime';
import { useListTableProps, useRowActionFailure } from './listTable';
import * as tableStyles from './tables.css';
import * as cardStyles from './cards.css';
import { EditSignupDialog, ViewSignupDialog, type OpenRequest } from './SignupRequestDialogs';
import { SIGNUP_STATUS_OPTIONS, signupFacts, signupRowActions } from './signupRows';

const columns = [
  // Name and email share the first column: one column fewer keeps the row's actions in view.
  {
    key: 'name',
    header: 'Applicant',
    sortable: true,
    render: (row: SignupRequestView) => (
      <>
        {row.firstName} {row.lastName}
        <span className={tableStyles.cellDetail}>{wrapPoints(row.email)}</span>
      </>
    ),
    sortValue: (row: SignupRequestView) => `${row.firstName} ${row.lastName}`,
  },
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
  const { toast } = useToast();
  const failed = useRowActionFailure();
  const list = useSignupRequests();
  const action = useSignupAction();
  const tableProps = useListTableProps(list, 'The requests could not be loaded.');
  const [viewing, setViewing] = useState<OpenRequest | null>(null);
  const [editing, setEditing] = useState<OpenRequest | null>(null);
  const counts = list.data?.counts;

  const onAction = async (
    type: string,
    row: SignupRequestView,
    input: RowActionInput,
    context: RowActionContext,
  ) => {
    if (type === 'view') return setViewing({ request: row, returnFocus: context.returnFocus });
    if (type === 'edit') return setEditing({ request: row, returnFocus: context.returnFocus });
    const kind = type as Exclude<SignupAction, 'edit'>;
    try {
      const answer = await action.mutateAsync({ action: kind, request: row, notes: input.message });
      toast.success(answer.message, { message: `${row.firstName} ${row.lastName} (${row.email})` });
    } catch (error) {
      failed(SIGNUP_ACTION_INFO[kind].label, error);
    }
  };

  return (
    <>
      <SectionHeader
        title="Signup Requests"
        description="People who asked for admin access through the request-access form."
        actions={<RefreshButton query={list} />}
      />
      <section aria-label="Request counts">
        <StatList
          className={cardStyles.stats}
          items={[
            { label: 'Total requests', value: counts?.total },
            { label: 'Pending', value: counts?.pending },
            { label: 'Approved', value: counts?.approved },
            { label: 'Rejected', value: counts?.rejected },
          ]}
        />
      </section>
      <StatusActionTable
        {...tableProps}
        caption="Signup requests"
        rows={list.data?.requests ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        getStatus={(row) => row.status}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        getRowFacts={signupFacts}
        getActions={signupRowActions}
        onAction={onAction}
        statuses={SIGNUP_STATUS_OPTIONS}
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
        emptyMessage="No signup requests yet."
      />
      <ViewSignupDialog open={viewing} onClose={() => setViewing(null)} />
      <EditSignupDialog open={editing} onClose={() => setEditing(null)} />
    </>
  );
}
