import type { RowAction, StatusOption } from '../components/StatusActionTable';

/**
 * Sample records for stories and tests of a small shop's back office: orders from retail and
 * wholesale customers, the seats of the shop's team, and example action rules for each. Names,
 * emails and numbers are made up. They only show how a table is fed: an app brings its own rules.
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
  /** pending → paid → shipped → delivered; cancelled before shipping, refunded after paying. */
  status: 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
  total: string;
  createdAt: string;
};

/** A seat on the team: invited until the invitation is accepted, then active, or suspended. */
export type SampleSeat = {
  id: string;
  name: string;
  email: string;
  access: 'editor' | 'viewer';
  status: 'invited' | 'active' | 'suspended';
  /** When the person last used the seat; null while invited. */
  lastActive: string | null;
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
  'delivered',
  'paid',
  'cancelled',
  'shipped',
  'pending',
  'paid',
  'delivered',
  'refunded',
];

/** 42 orders (enough for "Showing 1–10 of 42"), newest first. */
export const sampleOrders: SampleOrder[] = Array.from({ length: 42 }, (_, index) => {
  const [firstName, lastName, countryKey, channel] = people[index % people.length]!;
  const round = Math.floor(index / people.length);
  const country = countries[countryKey]!;
  const day = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000 * 0.75);
  const mailName = `${firstName}.${lastName}${round ? round + 1 : ''}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return {
    id: `ord-${1042 - index}`,
    firstName,
    lastName: round ? `${lastName}-${['Sen', 'Roy'][round - 1] ?? 'Jr'}` : lastName,
    name: `${firstName} ${round ? `${lastName}-${['Sen', 'Roy'][round - 1] ?? 'Jr'}` : lastName}`,
    email: `${mailName}@${channel === 'Wholesale' ? 'company.example' : 'mail.example'}`,
    countryCode: country.code,
    phoneNumber: country.number(index + 1),
    country: country.name,
    channel,
    status: statusCycle[index % statusCycle.length]!,
    total: `€${(18 + ((index * 37) % 140)).toFixed(2)}`,
    createdAt: day.toISOString().slice(0, 10),
  };
});

export const sampleSeats: SampleSeat[] = [
  {
    id: 'seat-1',
    name: 'Ananya Rao',
    email: 'ananya.rao@company.example',
    access: 'editor',
    status: 'active',
    lastActive: '2026-11-21 09:42',
  },
  {
    id: 'seat-2',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@company.example',
    access: 'editor',
    status: 'active',
    lastActive: '2026-11-20 18:05',
  },
  {
    id: 'seat-3',
    name: 'Lena Fischer',
    email: 'lena.fischer@company.example',
    access: 'viewer',
    status: 'suspended',
    lastActive: '2026-10-02 11:17',
  },
  {
    id: 'seat-4',
    name: 'Vikram Singh',
    email: 'vikram.singh@company.example',
    access: 'viewer',
    status: 'invited',
    lastActive: null,
  },
  {
    id: 'seat-5',
    name: 'Sofia Martins',
    email: 'sofia.martins@company.example',
    access: 'editor',
    status: 'active',
    lastActive: '2026-11-21 08:55',
  },
  {
    id: 'seat-6',
    name: 'Samir Thapa',
    email: 'samir.thapa@company.example',
    access: 'viewer',
    status: 'invited',
    lastActive: null,
  },
];

/** The facts an order's confirmation shows. */
export const sampleOrderFacts = (row: SampleOrder) => [
  { label: 'Order', value: row.id },
  { label: 'Customer', value: row.name },
  { label: 'Email', value: row.email },
  { label: 'Phone', value: `${row.countryCode} ${row.phoneNumber}` },
  { label: 'Country', value: row.country },
  { label: 'Total', value: row.total },
];

/** How the sample statuses are shown: each label with the Badge tone that repeats it. */
export const sampleOrderStatuses: StatusOption[] = [
  { value: 'pending', label: 'Pending', tone: 'warning' },
  { value: 'paid', label: 'Paid', tone: 'info' },
  { value: 'shipped', label: 'Shipped', tone: 'info' },
  { value: 'delivered', label: 'Delivered', tone: 'success' },
  { value: 'cancelled', label: 'Cancelled', tone: 'neutral' },
  { value: 'refunded', label: 'Refunded', tone: 'critical' },
];

export const sampleSeatStatuses: StatusOption[] = [
  { value: 'invited', label: 'Invited', tone: 'info' },
  { value: 'active', label: 'Active', tone: 'success' },
  { value: 'suspended', label: 'Suspended', tone: 'critical' },
];

/** An app's text for an empty required reason. */
export const sampleReasonRequiredMessage = 'Say why, so the customer and the team know';

/**
 * Example order actions (the main one, shown as the row's button, in brackets): View always;
 * Edit until shipped; [Mark paid] and Cancel order (with a required reason) while pending;
 * [Ship] when paid; [Mark delivered] when shipped; Refund once paid; Archive once closed.
 */
export function sampleOrderActions<Row>(status: string): RowAction<Row>[] {
  const actions: RowAction<Row>[] = [{ type: 'view', label: 'View' }];
  if (status === 'pending' || status === 'paid') actions.push({ type: 'edit', label: 'Edit' });
  if (status === 'pending') {
    actions.push(
      {
        type: 'markPaid',
        label: 'Mark paid',
        tone: 'primary',
        main: true,
        confirm: {
          title: 'Mark this order paid?',
          description: 'The payment is recorded and the order joins the packing queue.',
          message: { defaultValue: 'Payment received, thank you for your order.' },
        },
      },
      {
        type: 'cancel',
        label: 'Cancel order',
        tone: 'critical',
        confirm: {
          title: 'Cancel this order?',
          description: 'The customer is told why, and nothing is charged.',
          reason: { required: true, label: 'Reason for the customer' },
          cancelLabel: 'Keep order',
        },
      },
    );
  }
  if (status === 'paid') {
    actions.push({
      type: 'ship',
      label: 'Ship',
      tone: 'primary',
      main: true,
      confirm: {
        title: 'Ship this order?',
        description: 'The customer gets the tracking link.',
        message: { defaultValue: 'Your order is on its way.' },
      },
    });
  }
  if (status === 'shipped') {
    actions.push({ type: 'markDelivered', label: 'Mark delivered', main: true });
  }
  if (status === 'paid' || status === 'shipped' || status === 'delivered') {
    actions.push({
      type: 'refund',
      label: 'Refund',
      tone: 'critical',
      confirm: {
        title: 'Refund this order?',
        description: 'The whole payment goes back to the customer.',
      },
    });
  }
  if (status === 'delivered' || status === 'cancelled' || status === 'refunded') {
    actions.push({
      type: 'archive',
      label: 'Archive',
      confirm: {
        title: 'Archive this order?',
        description: 'It leaves this list; the books keep it.',
      },
    });
  }
  return actions;
}

/**
 * Example seat actions: [Resend invite] and Revoke invite while invited; Suspend (with a
 * required reason) while active; [Restore] while suspended.
 */
export function sampleSeatActions<Row>(status: string): RowAction<Row>[] {
  if (status === 'invited') {
    return [
      { type: 'resendInvite', label: 'Resend invite', main: true },
      {
        type: 'revokeInvite',
        label: 'Revoke invite',
        tone: 'critical',
        confirm: {
          title: 'Revoke this invitation?',
          description: 'The link in the email stops working and the seat is free again.',
        },
      },
    ];
  }
  if (status === 'active') {
    return [
      {
        type: 'suspend',
        label: 'Suspend',
        tone: 'critical',
        confirm: {
          title: 'Suspend this seat?',
          description: 'They are signed out at once and cannot sign in until the seat is restored.',
          reason: { required: true, label: 'Reason' },
        },
      },
    ];
  }
  return [
    {
      type: 'restore',
      label: 'Restore',
      tone: 'primary',
      main: true,
      confirm: { title: 'Restore this seat?', description: 'They can sign in again.' },
    },
  ];
}
