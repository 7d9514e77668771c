import {
  MultiLine,
  RequestAccessForm,
  SIGNUP_STATUS_LABELS,
  body,
  type SignupRequestView,
} from '@studio/contracts';
import type { Static } from '@sinclair/typebox';
import { Button, Dialog, Stack, TextArea, TextField, useToast } from '@studio/ui';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { useSignupAction } from '../../api/dashboard/signupRequests';
import { DialogFormFooter } from '../../forms/DialogFormFooter';
import { FormAlert } from '../../forms/FormAlert';
import { requiredField } from '../../forms/requiredField';
import { formResolver } from '../../forms/formResolver';
import { applyServerFieldErrors } from '../../forms/serverErrors';
import { formatDateTime } from './formatDateTime';
import * as factStyles from './facts.css';

/** Editing a request: the request-access form's own fields and rules (so an edit can never store
 * what a visitor could not have sent), plus the reviewer's note. */
const EditSignupForm = body({
  firstName: RequestAccessForm.properties.firstName,
  lastName: RequestAccessForm.properties.lastName,
  email: RequestAccessForm.properties.email,
  phoneNumber: RequestAccessForm.properties.phoneNumber,
  country: RequestAccessForm.properties.country,
  birthDate: RequestAccessForm.properties.birthDate,
  notes: MultiLine({ maxLength: 1000 }),
});
type EditSignupForm = Static<typeof EditSignupForm>;
const EDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'birthDate',
] as const;

/** The one-line fields, alike but for label and type; the date of birth and the note follow. */
const TEXT_FIELDS: ReadonlyArray<{
  name: (typeof EDIT_FIELDS)[number];
  label: string;
  type?: 'email' | 'tel';
}> = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel' },
  { name: 'country', label: 'Country' },
];

/** The request a dialog shows, and how to put focus back where it was opened from. */
export type OpenRequest = { request: SignupRequestView; returnFocus: () => void };
type RequestDialogProps = { open: OpenRequest | null; onClose: () => void };

/**
 * A dialog open while a request is chosen; closing it clears the choice. It has no trigger of its
 * own (a row's button or menu opened it), so focus goes back there through `returnFocus`.
 */
function RequestDialog({
  open,
  onClose,
  children,
}: RequestDialogProps & { children: (request: SignupRequestView) => ReactNode }) {
  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => (next ? null : onClose())}>
      {open ? (
        <Dialog.Content
          size="md"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            open.returnFocus();
          }}
        >
          {children(open.request)}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

export function ViewSignupDialog({ open, onClose }: RequestDialogProps) {
  return (
    <RequestDialog open={open} onClose={onClose}>
      {(request) => (
        <>
          <Dialog.Title>
            {request.firstName} {request.lastName}
          </Dialog.Title>
          <Dialog.Description>Signup request details.</Dialog.Description>
          <Dialog.Body>
            <dl className={factStyles.facts}>
              <dt className={factStyles.term}>Status</dt>
              <dd className={factStyles.detail}>{SIGNUP_STATUS_LABELS[request.status]}</dd>
              <dt className={factStyles.term}>Email</dt>
              <dd className={factStyles.detail}>{request.email}</dd>
              <dt className={factStyles.term}>Phone</dt>
              <dd className={factStyles.detail}>
                {request.countryCode} {request.phoneNumber}
              </dd>
              <dt className={factStyles.term}>Country</dt>
              <dd className={factStyles.detail}>{request.country}</dd>
              <dt className={factStyles.term}>Date of birth</dt>
              <dd className={factStyles.detail}>{request.birthDate}</dd>
              <dt className={factStyles.term}>Requested</dt>
              <dd className={factStyles.detail}>{formatDateTime(request.createdAt)}</dd>
              <dt className={factStyles.term}>Last change</dt>
              <dd className={factStyles.detail}>
                {formatDateTime(request.updatedAt)}
                {request.updatedBy ? ` by ${request.updatedBy}` : ''}
              </dd>
              {request.reviewedAt ? (
                <>
                  <dt className={factStyles.term}>Reviewed</dt>
                  <dd className={factStyles.detail}>
                    {formatDateTime(request.reviewedAt)} by {request.reviewedBy}
                  </dd>
                </>
              ) : null}
              <dt className={factStyles.term}>Notes</dt>
              <dd className={factStyles.detail}>{request.notes ?? 'None'}</dd>
            </dl>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </>
      )}
    </RequestDialog>
  );
}

function EditForm({ request, onDone }: { request: SignupRequestView; onDone: () => void }) {
  const { toast } = useToast();
  const action = useSignupAction();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditSignupForm>({
    resolver: formResolver(EditSignupForm),
    defaultValues: {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phoneNumber: request.phoneNumber,
      country: request.country,
      birthDate: request.birthDate,
      notes: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const updatedData = Object.fromEntries(
      EDIT_FIELDS.filter((field) => values[field] !== request[field]).map((field) => [
        field,
        values[field],
      ]),
    );
    if (Object.keys(updatedData).length === 0) {
      setFormError('Change at least one field before saving.');
      return;
    }
    try {
      const answer = await action.mutateAsync({
        action: 'edit',
        request,
        updatedData,
        notes: values.notes,
      });
      toast.success(answer.message, { message: `${request.firstName} ${request.lastName}` });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, EDIT_FIELDS, 'updatedData.'))
        setFormError(errorMessage(error, `Error executing edit action. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="4">
          {TEXT_FIELDS.map(({ name, label, type }) => (
            <TextField
              key={name}
              label={label}
              type={type}
              autoComplete="off"
              {...requiredField(form, name)}
            />
          ))}
          <TextField
            label="Date of birth"
            hint="YYYY-MM-DD, for example 1990-03-14"
            inputMode="numeric"
            {...requiredField(form, 'birthDate')}
          />
          <TextArea
            label="Message (optional)"
            hint="Kept with the request as its notes."
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <FormAlert>{formError}</FormAlert>
        </Stack>
      </Dialog.Body>
      <DialogFormFooter pending={action.isPending} pendingText="Saving...">
        Save changes
      </DialogFormFooter>
    </form>
  );
}

export function EditSignupDialog({ open, onClose }: RequestDialogProps) {
  return (
    <RequestDialog open={open} onClose={onClose}>
      {(request) => (
        <>
          <Dialog.Title>
            Edit {request.firstName} {request.lastName}
          </Dialog.Title>
          <Dialog.Description>
            Correct the request&apos;s details. Its status stays{' '}
            {SIGNUP_STATUS_LABELS[request.status].toLowerCase()}.
          </Dialog.Description>
          <EditForm request={request} onDone={onClose} />
        </>
      )}
    </RequestDialog>
  );
}
