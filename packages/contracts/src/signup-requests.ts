import { Type, type Static } from '@sinclair/typebox';
import { Email, NewPassword, body } from './requests.js';
import { PageFields, PageQuery } from './pagination.js';
import { MultiLine, Restricted, SingleLine, Text, TextPatterns } from './text.js';

export const SignupStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('blocked'),
  Type.Literal('frozen'),
  Type.Literal('deleted'),
]);
export type SignupStatus = Static<typeof SignupStatus>;

/** A calendar date, YYYY-MM-DD. */
export const BirthDate = SingleLine({ format: 'date', minLength: 10, maxLength: 10 });
/** Digits with the usual separators; the country code travels separately. */
export const PhoneNumber = Restricted({
  minLength: 4,
  maxLength: 32,
  pattern: TextPatterns.phoneNumber,
});
/** Dialling code such as `+91`, or an ISO 3166 code such as `IN`. */
export const CountryCode = Restricted({
  minLength: 1,
  maxLength: 8,
  pattern: TextPatterns.countryCode,
});

const personFields = {
  firstName: Text(100),
  lastName: Text(100),
  email: Email,
  phoneNumber: PhoneNumber,
  country: Text(100),
  birthDate: BirthDate,
};

/** POST /api/admin/signup-requests: the public request-access form. */
export const SignupRequestCreate = body({
  ...personFields,
  countryCode: CountryCode,
  password: NewPassword,
});
export type SignupRequestCreate = Static<typeof SignupRequestCreate>;

/** A request as a super admin sees it: never the password or its hash. */
export const SignupRequestView = Type.Object(
  {
    id: Type.String(),
    _id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phoneNumber: Type.String(),
    country: Type.String(),
    countryCode: Type.String(),
    birthDate: Type.String(),
    role: Type.Literal('admin'),
    status: SignupStatus,
    notes: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    reviewedBy: Type.Union([Type.String(), Type.Null()]),
    blockedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    blockedBy: Type.Union([Type.String(), Type.Null()]),
    unblockedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    unblockedBy: Type.Union([Type.String(), Type.Null()]),
    frozenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    frozenBy: Type.Union([Type.String(), Type.Null()]),
    unfrozenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    unfrozenBy: Type.Union([Type.String(), Type.Null()]),
    deletedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    deletedBy: Type.Union([Type.String(), Type.Null()]),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SignupRequestView = Static<typeof SignupRequestView>;

export const SignupCounts = Type.Object(
  {
    total: Type.Integer(),
    pending: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
    blocked: Type.Integer(),
    frozen: Type.Integer(),
  },
  { additionalProperties: false },
);
export type SignupCounts = Static<typeof SignupCounts>;

/** GET /api/super-admin/signup-requests?page&pageSize&status (deleted requests never listed). */
export const SignupRequestListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.Union([
        Type.Literal('pending'),
        Type.Literal('approved'),
        Type.Literal('rejected'),
        Type.Literal('blocked'),
        Type.Literal('frozen'),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type SignupRequestListQuery = Static<typeof SignupRequestListQuery>;

export const SignupRequestList = Type.Object(
  {
    ...PageFields,
    items: Type.Array(SignupRequestView),
    requests: Type.Array(SignupRequestView),
    counts: SignupCounts,
  },
  { additionalProperties: false },
);
export type SignupRequestList = Static<typeof SignupRequestList>;

/** The dashboard sends the row it shows; the server reads it and trusts only its own copy. */
const RequestData = Type.Unknown({
  description: 'The client copy of the request: read and ignored.',
});
const RequestId = SingleLine({ minLength: 1, maxLength: 64 });
const Notes = MultiLine({ maxLength: 1000 });

/** POST /api/super-admin/{approve|reject|block|unblock|freeze|unfreeze|delete}-signup */
export const SignupActionRequest = body({
  requestId: RequestId,
  requestData: Type.Optional(RequestData),
  notes: Type.Optional(Notes),
});
export type SignupActionRequest = Static<typeof SignupActionRequest>;

/** The edit-signup form: every field optional, at least one given. */
export const SignupEditFields = Type.Object(
  {
    firstName: Type.Optional(personFields.firstName),
    lastName: Type.Optional(personFields.lastName),
    email: Type.Optional(personFields.email),
    phoneNumber: Type.Optional(personFields.phoneNumber),
    country: Type.Optional(personFields.country),
    birthDate: Type.Optional(personFields.birthDate),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SignupEditFields = Static<typeof SignupEditFields>;

/** POST /api/super-admin/edit-signup */
export const SignupEditRequest = body({
  requestId: RequestId,
  requestData: Type.Optional(RequestData),
  updatedData: SignupEditFields,
  notes: Type.Optional(Notes),
});
export type SignupEditRequest = Static<typeof SignupEditRequest>;

/** Every review action: `emailSent` says whether the applicant's notice left (false when none is due). */
export const SignupActionAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    emailSent: Type.Boolean(),
    request: Type.Optional(SignupRequestView),
  },
  { additionalProperties: false },
);
export type SignupActionAnswer = Static<typeof SignupActionAnswer>;

export const SignupRequestCreated = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { additionalProperties: false },
);
export type SignupRequestCreated = Static<typeof SignupRequestCreated>;

export const SignupMessages = {
  received:
    'Thank you! Your request has been received. A super admin will review it, and you will hear from us by email.',
  notFound: 'Request not found!',
  tooYoung: 'You must be at least 16 years old',
  notPast: 'Must be a date in the past',
  before1900: 'Must be a date after 1900',
  emailTaken: 'Another account or open request already uses this email',
} as const;

/** Applicants must be at least this old on the day they ask. */
export const MINIMUM_APPLICANT_AGE = 16;

/**
 * The birth-date rule of signup requests, for the request-access form and the API alike (dates
 * in UTC): in the past, at least MINIMUM_APPLICANT_AGE years ago, after 1900. The message, or
 * null when the date passes.
 */
export function birthDateProblem(birthDate: string, now: Date): string | null {
  const born = Date.parse(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(born)) return SignupMessages.notPast;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (born >= today) return SignupMessages.notPast;
  const oldEnough = Date.UTC(
    now.getUTCFullYear() - MINIMUM_APPLICANT_AGE,
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  if (born > oldEnough) return SignupMessages.tooYoung;
  if (born < Date.UTC(1900, 0, 1)) return SignupMessages.before1900;
  return null;
}
