import type { RowAction, StatusOption } from '../components/StatusActionTable';

/**
 * Sample records of this studio's admin area for stories and tests: signup requests from artists
 * and staff, admin users, and example action rules for them. Names, emails and numbers are made
 * up. The real rules live with the app and the API; these only show how a table is fed.
 */
export type SampleSignupRequest = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  role: 'Artist' | 'Staff';
  status: 'pending' | 'approved' | 'rejected' | 'blocked' | 'frozen';
  createdAt: string;
};

export type SampleAdminUser = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'super_admin';
  status: 'active' | 'blocked' | 'frozen';
  isOnline: boolean;
  lastLogin: string;
};

const people: Array<[string, string, string, 'Artist' | 'Staff']> = [
  ['Meera', 'Joshi', 'IN', 'Artist'],
  ['Aarav', 'Mehta', 'IN', 'Artist'],
  ['Sunita', 'Devi', 'IN', 'Artist'],
  ['Kabir', 'Khan', 'AE', 'Artist'],
  ['Ananya', 'Rao', 'IN', 'Staff'],
  ['Rohan', 'Verma', 'IN', 'Artist'],
  ['Priya', 'Shrestha', 'NP', 'Artist'],
  ['Daniel', 'Okafor', 'GB', 'Staff'],
  ['Sofia', 'Martins', 'CA', 'Staff'],
  ['Arjun', 'Nair', 'SG', 'Artist'],
  ['Fatima', 'Rahman', 'BD', 'Artist'],
  ['Lena', 'Fischer', 'DE', 'Staff'],
  ['Vikram', 'Singh', 'IN', 'Staff'],
  ['Grace', 'Liu', 'AU', 'Artist'],
  ['Ishaan', 'Kapoor', 'US', 'Artist'],
  ['Nisha', 'Patel', 'GB', 'Artist'],
  ['Tomás', 'Herrera', 'US', 'Staff'],
  ['Kavya', 'Iyer', 'IN', 'Artist'],
  ['Samir', 'Thapa', 'NP', 'Staff'],
  ['Olivia', 'Brown', 'AU', 'Staff'],
  ['Rahul', 'Das', 'IN', 'Artist'],
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

const statusCycle: SampleSignupRequest['status'][] = [
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

/** 42 signup requests (enough for "Showing 1–10 of 42"), newest first. */
export const sampleSignupRequests: SampleSignupRequest[] = Array.from(
  { length: 42 },
  (_, index) => {
    const [firstName, lastName, countryKey, role] = people[index % people.length]!;
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
      email: `${mailName}@${role === 'Staff' ? 'sargamstudios.example' : 'mail.example'}`,
      countryCode: country.code,
      phoneNumber: country.number(index + 1),
      country: country.name,
      role,
      status: statusCycle[index % statusCycle.length]!,
      createdAt: day.toISOString().slice(0, 10),
    };
  },
);

export const sampleAdminUsers: SampleAdminUser[] = [
  {
    _id: 'u-01',
    firstName: 'Ananya',
    lastName: 'Rao',
    email: 'ananya.rao@sargamstudios.example',
    role: 'super_admin',
    status: 'active',
    isOnline: true,
    lastLogin: '2026-11-21 09:42',
  },
  {
    _id: 'u-02',
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@sargamstudios.example',
    role: 'admin',
    status: 'active',
    isOnline: false,
    lastLogin: '2026-11-20 18:05',
  },
  {
    _id: 'u-03',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena.fischer@sargamstudios.example',
    role: 'admin',
    status: 'blocked',
    isOnline: false,
    lastLogin: '2026-10-02 11:17',
  },
  {
    _id: 'u-04',
    firstName: 'Vikram',
    lastName: 'Singh',
    email: 'vikram.singh@sargamstudios.example',
    role: 'admin',
    status: 'frozen',
    isOnline: false,
    lastLogin: '2026-11-12 14:30',
  },
  {
    _id: 'u-05',
    firstName: 'Sofia',
    lastName: 'Martins',
    email: 'sofia.martins@sargamstudios.example',
    role: 'admin',
    status: 'active',
    isOnline: true,
    lastLogin: '2026-11-21 08:55',
  },
  {
    _id: 'u-06',
    firstName: 'Samir',
    lastName: 'Thapa',
    email: 'samir.thapa@sargamstudios.example',
    role: 'admin',
    status: 'active',
    isOnline: false,
    lastLogin: '2026-11-18 16:21',
  },
];

/** The facts a signup-request confirmation shows. */
export const sampleSignupRequestFacts = (row: SampleSignupRequest) => [
  { label: 'Name', value: row.name },
  { label: 'Email', value: row.email },
  { label: 'Phone', value: `${row.countryCode} ${row.phoneNumber}` },
  { label: 'Country', value: row.country },
];

/** How the sample statuses are shown: each label with the Badge tone that repeats it. */
export const sampleSignupStatuses: StatusOption[] = [
  { value: 'pending', label: 'Pending', tone: 'warning' },
  { value: 'approved', label: 'Approved', tone: 'success' },
  { value: 'rejected', label: 'Rejected', tone: 'critical' },
  { value: 'blocked', label: 'Blocked', tone: 'critical' },
  { value: 'frozen', label: 'Frozen', tone: 'info' },
];

export const sampleAdminStatuses: StatusOption[] = [
  { value: 'active', label: 'Active', tone: 'success' },
  { value: 'blocked', label: 'Blocked', tone: 'critical' },
  { value: 'frozen', label: 'Frozen', tone: 'info' },
];

/** The studio's text for an empty required reason. */
export const sampleReasonRequiredMessage = 'Please provide a reason for this action';

const messageField = (type: string) => ({ defaultValue: `Action ${type} by SuperAdmin` });

/**
 * Example signup-request actions (the main one, shown as the row's button, in brackets): View and
 * Edit; [Approve] and Reject while pending; Block and Freeze unless blocked, frozen or approved;
 * [Unblock] and [Unfreeze] back to pending; Delete always.
 */
export function sampleSignupRequestActions<Row>(status: string): RowAction<Row>[] {
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
          'Approve this signup request?',
          'The applicant becomes an admin and can sign in with the password they chose.',
        ),
      },
      {
        type: 'reject',
        label: 'Reject',
        tone: 'critical',
        confirm: confirm(
          'reject',
          'Reject this signup request?',
          'The request is closed as rejected; the applicant cannot sign in.',
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
          'Block this signup request?',
          'No further action can be taken on it until it is unblocked.',
        ),
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: confirm(
          'freeze',
          'Freeze this signup request?',
          'The request is put on hold until it is unfrozen.',
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
        'Unblock this signup request?',
        'The request returns to pending.',
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
        'Unfreeze this signup request?',
        'The request returns to pending.',
      ),
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: confirm(
      'delete',
      'Delete this signup request?',
      'It is removed from the list. This cannot be undone.',
    ),
  });
  return actions;
}

/** Example admin-user actions, each needing a reason: Block/Freeze when active, the undo otherwise, Delete always. */
export function sampleAdminUserActions<Row>(status: string): RowAction<Row>[] {
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
          'Block this admin?',
          'They are signed out at once and cannot sign in until unblocked.',
        ),
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: confirm(
          'Freeze this admin?',
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
      confirm: confirm('Unblock this admin?', 'They can sign in again.'),
    });
  }
  if (status === 'frozen') {
    actions.push({
      type: 'unfreeze',
      label: 'Unfreeze',
      main: true,
      confirm: confirm('Unfreeze this admin?', 'They can sign in again.'),
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: confirm(
      'Delete this admin?',
      'The account is removed and signed out. This cannot be undone.',
    ),
  });
  return actions;
}
