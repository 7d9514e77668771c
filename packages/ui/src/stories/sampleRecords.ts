import type { RowAction, StatusOption } from '../components/StatusActionTable';

/**
 * Sample records of a back office for stories and tests: orders from retail and wholesale
 * customers, team members, and example action rules for them. Names, emails and numbers are made
 * up. The real rules live with the app and the API; these only show how a table is fed.
 */
export type SampleOrder = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  channel: 'Retail' | 'Wholesale';
  status: 'pending' | 'approved' | 'rejected' | 'blocked' | 'frozen';
  createdAt: string;
};

export type SampleMember = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'member' | 'owner';
  status: 'active' | 'blocked' | 'frozen';
  isOnline: boolean;
  lastLogin: string;
};

const people: Array<[string, string, string, 'Retail' | 'Wholesale']> = [
  ['Meera', 'Joshi', 'IN', 'Retail'],
  ['Aarav', 'Mehta', 'IN', 'Retail'],
  ['Sunita', 'Devi', 'IN', 'Retail'],
  ['Kabir', 'Khan', 'AE', 'Retail'],
  ['Ananya', 'Rao', 'IN', 'Wholesale'],
  ['Rohan', 'Verma', 'IN', 'Retail'],
  ['Priya', 'Shrestha', 'NP', 'Retail'],
  ['Daniel', 'Okafor', 'GB', 'Wholesale'],
  ['Sofia', 'Martins', 'CA', 'Wholesale'],
  ['Arjun', 'Nair', 'SG', 'Retail'],
  ['Fatima', 'Rahman', 'BD', 'Retail'],
  ['Lena', 'Fischer', 'DE', 'Wholesale'],
  ['Vikram', 'Singh', 'IN', 'Wholesale'],
  ['Grace', 'Liu', 'AU', 'Retail'],
  ['Ishaan', 'Kapoor', 'US', 'Retail'],
  ['Nisha', 'Patel', 'GB', 'Retail'],
  ['Tomás', 'Herrera', 'US', 'Wholesale'],
  ['Kavya', 'Iyer', 'IN', 'Retail'],
  ['Samir', 'Thapa', 'NP', 'Wholesale'],
  ['Olivia', 'Brown', 'AU', 'Wholesale'],
  ['Rahul', 'Das', 'IN', 'Retail'],
];

const countries: Record<string, { name: string; code: string; number: (n: number) => string }> = {
  IN: { name: 'India', code: '+91', number: (n) => `98${String(20000000 + n * 7919).slice(0, 8)}` },
  AE: {
    name: 'United Arab Emirates',
    code: '+971',
    number: (n) => `50 ${String(1000000 + n * 3571).slice(0, 7)}`,
  },
  NP: {
    name: 'Nepal',
    code: '+977',
    number: (n) => `98${String(10000000 + n * 4391).slice(0, 8)}`,
  },
  GB: {
    name: 'United Kingdom',
    code: '+44',
    number: (n) => `7700 ${String(900000 + n * 13).slice(0, 6)}`,
  },
  CA: { name: 'Canada', code: '+1', number: (n) => `416 555 ${String(100 + n).padStart(4, '0')}` },
  SG: {
    name: 'Singapore',
    code: '+65',
    number: (n) => `8${String(1000000 + n * 2711).slice(0, 7)}`,
  },
  BD: {
    name: 'Bangladesh',
    code: '+880',
    number: (n) => `17${String(10000000 + n * 5113).slice(0, 8)}`,
  },
  DE: {
    name: 'Germany',
    code: '+49',
    number: (n) => `151 ${String(20000000 + n * 6007).slice(0, 8)}`,
  },
  AU: {
    name: 'Australia',
    code: '+61',
    number: (n) => `412 ${String(300000 + n * 97).slice(0, 6)}`,
  },
  US: {
    name: 'United States',
    code: '+1',
    number: (n) => `212 555 ${String(100 + n).padStart(4, '0')}`,
  },
};

const statusCycle: SampleOrder['status'][] = [
  'pending',
  'pending',
  'approved',
  'pending',
  'rejected',
  'blocked',
  'pending',
  'frozen',
  'approved',
  'pending',
];

/** 42 orders (enough for "Showing 1–10 of 42"), newest first. */
export const sampleOrders: SampleOrder[] = Array.from(
  { length: 42 },
  (_, index) => {
    const [firstName, lastName, countryKey, channel] = people[index % people.length]!;
    const round = Math.floor(index / people.length);
    const country = countries[countryKey]!;
    const day = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000 * 0.75);
    const mailName = `${firstName}.${lastName}${round ? round + 1 : ''}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    return {
      id: `req-${String(index + 1).padStart(3, '0')}`,
      firstName,
      lastName: round ? `${lastName}-${['Sen', 'Roy'][round - 1] ?? 'Jr'}` : lastName,
      name: `${firstName} ${round ? `${lastName}-${['Sen', 'Roy'][round - 1] ?? 'Jr'}` : lastName}`,
      email: `${mailName}@${channel === 'Wholesale' ? 'company.example' : 'mail.example'}`,
      countryCode: country.code,
      phoneNumber: country.number(index + 1),
      country: country.name,
      channel,
      status: statusCycle[index % statusCycle.length]!,
      createdAt: day.toISOString().slice(0, 10),
    };
  },
);

export const sampleMembers: SampleMember[] = [
  {
    _id: 'u-01',
    firstName: 'Ananya',
    lastName: 'Rao',
    email: 'ananya.rao@company.example',
    role: 'owner',
    status: 'active',
    isOnline: true,
    lastLogin: '2026-11-21 09:42',
  },
  {
    _id: 'u-02',
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@company.example',
    role: 'member',
    status: 'active',
    isOnline: false,
    lastLogin: '2026-11-20 18:05',
  },
  {
    _id: 'u-03',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena.fischer@company.example',
    role: 'member',
    status: 'blocked',
    isOnline: false,
    lastLogin: '2026-10-02 11:17',
  },
  {
    _id: 'u-04',
    firstName: 'Vikram',
    lastName: 'Singh',
    email: 'vikram.singh@company.example',
    role: 'member',
    status: 'frozen',
    isOnline: false,
    lastLogin: '2026-11-12 14:30',
  },
  {
    _id: 'u-05',
    firstName: 'Sofia',
    lastName: 'Martins',
    email: 'sofia.martins@company.example',
    role: 'member',
    status: 'active',
    isOnline: true,
    lastLogin: '2026-11-21 08:55',
  },
  {
    _id: 'u-06',
    firstName: 'Samir',
    lastName: 'Thapa',
    email: 'samir.thapa@company.example',
    role: 'member',
    status: 'active',
    isOnline: false,
    lastLogin: '2026-11-18 16:21',
  },
];

/** The facts a order confirmation shows. */
export const sampleOrderFacts = (row: SampleOrder) => [
  { label: 'Name', value: row.name },
  { label: 'Email', value: row.email },
  { label: 'Phone', value: `${row.countryCode} ${row.phoneNumber}` },
  { label: 'Country', value: row.country },
];

/** How the sample statuses are shown: each label with the Badge tone that repeats it. */
export const sampleOrderStatuses: StatusOption[] = [
  { value: 'pending', label: 'Pending', tone: 'warning' },
  { value: 'approved', label: 'Approved', tone: 'success' },
  { value: 'rejected', label: 'Rejected', tone: 'critical' },
  { value: 'blocked', label: 'Blocked', tone: 'critical' },
  { value: 'frozen', label: 'Frozen', tone: 'info' },
];

export const sampleMemberStatuses: StatusOption[] = [
  { value: 'active', label: 'Active', tone: 'success' },
  { value: 'blocked', label: 'Blocked', tone: 'critical' },
  { value: 'frozen', label: 'Frozen', tone: 'info' },
];

/** An app's text for an empty required reason. */
export const sampleReasonRequiredMessage = 'Please provide a reason for this action';

const messageField = (type: string) => ({ defaultValue: `Action ${type} by Reviewer` });

/**
 * Example order actions (the main one, shown as the row's button, in brackets): View and
 * Edit; [Approve] and Reject while pending; Block and Freeze unless blocked, frozen or approved;
 * [Unblock] and [Unfreeze] back to pending; Delete always.
 */
export function sampleOrderActions<Row>(status: string): RowAction<Row>[] {
  const confirm = (type: string, title: string, description: string) => ({
    title,
    description,
    message: messageField(type),
  });
  const actions: RowAction<Row>[] = [{ type: 'view', label: 'View' }];
  if (status !== 'approved') actions.push({ type: 'edit', label: 'Edit' });
  if (status === 'pending') {
    actions.push(
      {
        type: 'approve',
        label: 'Approve',
        tone: 'primary',
        main: true,
        confirm: confirm(
          'approve',
          'Approve this order?',
          'The order is accepted and the customer is told.',
        ),
      },
      {
        type: 'reject',
        label: 'Reject',
        tone: 'critical',
        confirm: confirm(
          'reject',
          'Reject this order?',
          'The order is closed as rejected.',
        ),
      },
    );
  }
  if (status !== 'blocked' && status !== 'frozen' && status !== 'approved') {
    actions.push(
      {
        type: 'block',
        label: 'Block',
        tone: 'critical',
        confirm: confirm(
          'block',
          'Block this order?',
          'No further action can be taken on it until it is unblocked.',
        ),
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: confirm(
          'freeze',
          'Freeze this order?',
          'The order is put on hold until it is unfrozen.',
        ),
      },
    );
  }
  if (status === 'blocked') {
    actions.push({
      type: 'unblock',
      label: 'Unblock',
      main: true,
      confirm: confirm(
        'unblock',
        'Unblock this order?',
        'The order returns to pending.',
      ),
    });
  }
  if (status === 'frozen') {
    actions.push({
      type: 'unfreeze',
      label: 'Unfreeze',
      main: true,
      confirm: confirm(
        'unfreeze',
        'Unfreeze this order?',
        'The order returns to pending.',
      ),
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: confirm(
      'delete',
      'Delete this order?',
      'It is removed from the list. This cannot be undone.',
    ),
  });
  return actions;
}

/** Example team-member actions, each needing a reason: Block/Freeze when active, the undo otherwise, Delete always. */
export function sampleMemberActions<Row>(status: string): RowAction<Row>[] {
  const confirm = (title: string, description: string) => ({
    title,
    description,
    reason: { required: true, label: 'Reason' } as const,
  });
  const actions: RowAction<Row>[] = [];
  if (status === 'active') {
    actions.push(
      {
        type: 'block',
        label: 'Block',
        tone: 'critical',
        confirm: confirm(
          'Block this member?',
          'They are signed out at once and cannot sign in until unblocked.',
        ),
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: confirm(
          'Freeze this member?',
          'They are signed out at once and their account is on hold until unfrozen.',
        ),
      },
    );
  }
  if (status === 'blocked') {
    actions.push({
      type: 'unblock',
      label: 'Unblock',
      main: true,
      confirm: confirm('Unblock this member?', 'They can sign in again.'),
    });
  }
  if (status === 'frozen') {
    actions.push({
      type: 'unfreeze',
      label: 'Unfreeze',
      main: true,
      confirm: confirm('Unfreeze this member?', 'They can sign in again.'),
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: confirm(
      'Delete this member?',
      'The account is removed and signed out. This cannot be undone.',
    ),
  });
  return actions;
}
