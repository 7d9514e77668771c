import {
  RedirectInput,
  sitePathProblem,
  type RedirectKind,
  type RedirectView,
} from '@studio/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  Heading,
  Spinner,
  Stack,
  Text,
  TextField,
  useToast,
} from '@studio/ui';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { errorMessage } from '../../../api/client';
import { useRedirects, useRemoveRedirect, useSaveRedirect } from '../../../api/dashboard/redirects';
import { formResolver } from '../../../forms/formResolver';
import { requiredField } from '../../../forms/requiredField';
import { applyServerFieldErrors } from '../../../forms/serverErrors';
import { LoadError } from '../LoadError';
import { SectionPager } from '../SectionPager';
import { formatDateTime } from '../formatDateTime';
import { ScrollingTable } from '../ScrollingTable';
import * as tableStyles from '../tables.css';

const PAGE_SIZE = 20;
const KIND_LABELS: Record<RedirectKind, string> = {
  manual: 'Manual',
  'former-slug': 'Former article address',
};
const FIELDS = ['from', 'to'] as const;

/** The schema's rules, then the site-path rules the API applies, so a refusal comes before the press. */
function redirectResolver(): Resolver<RedirectInput> {
  const schema = formResolver(RedirectInput) as unknown as Resolver<RedirectInput>;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const errors: FieldErrors<RedirectInput> = { ...result.errors };
    for (const field of FIELDS) {
      const problem = errors[field] ? null : sitePathProblem(values[field]);
      if (problem) errors[field] = { type: 'sitePath', message: problem };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

/** The two paths of a redirect; checked as the server checks them before anything is sent. */
function RedirectForm({
  redirect,
  submitLabel,
  onSaved,
}: {
  redirect?: RedirectView;
  submitLabel: string;
  onSaved?: () => void;
}) {
  const { toast } = useToast();
  const save = useSaveRedirect();
  const resolver = useMemo(() => redirectResolver(), []);
  const form = useForm<RedirectInput>({
    defaultValues: { from: redirect?.from ?? '', to: redirect?.to ?? '' },
    resolver,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...values, id: redirect?.id ?? undefined });
      toast.success(answer.message);
      form.reset(redirect ? values : { from: '', to: '' });
      onSaved?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        toast.error('Not saved', {
          message: errorMessage(error, 'The redirect was not saved.'),
        });
    }
  });
  const idPrefix = redirect?.id ?? 'new';
  return (
    <form
      aria-label={redirect ? `Redirect from ${redirect.from}` : 'Add a redirect'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="3">
        <TextField
          id={`${idPrefix}-redirect-from`}
          label="From"
          hint="The old address on this site, e.g. /press."
          autoComplete="off"
          spellCheck={false}
          {...requiredField(form, 'from')}
        />
        <TextField
          id={`${idPrefix}-redirect-to`}
          label="To"
          hint="Where visitors go instead, e.g. /newsroom."
          autoComplete="off"
          spellCheck={false}
          {...requiredField(form, 'to')}
        />
        <div>
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function EditRedirect({ redirect }: { redirect: RedirectView }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit the redirect from ${redirect.from}`}
        >
          Edit
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Edit redirect</Dialog.Title>
        <Dialog.Description>Both addresses are paths on this site.</Dialog.Description>
        <Dialog.Body>
          <RedirectForm
            redirect={redirect}
            submitLabel="Save redirect"
            onSaved={() => setOpen(false)}
          />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RemoveRedirect({ redirect }: { redirect: RedirectView & { id: string } }) {
  const { toast } = useToast();
  const remove = useRemoveRedirect();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      tone="critical"
      title="Remove this redirect?"
      description={`${redirect.from} will no longer lead to ${redirect.to}.`}
      confirmLabel="Remove"
      confirmLoadingLabel="Removing..."
      error={error}
      onOpenChange={() => setError(null)}
      onConfirm={async () => {
        const answer = await remove.mutateAsync(redirect.id);
        toast.success(answer.message);
      }}
      onConfirmError={(reason) =>
        setError(errorMessage(reason, 'The redirect was not removed. Please try again.'))
      }
      trigger={
        <Button
          size="sm"
          variant="critical"
          aria-label={`Remove the redirect from ${redirect.from}`}
        >
          Remove
        </Button>
      }
    />
  );
}

/**
 * Website Management's redirects: every old address that answers 301, the manual ones first.
 * Super admins add, edit and remove the manual ones; a former article address changes only with
 * its article.
 */
export function RedirectsPanel({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const list = useRedirects(page, PAGE_SIZE);
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="redirects-heading">
      <Stack gap="3">
        <Heading level={2} size="md" id="redirects-heading">
          Redirects
        </Heading>
        <Text tone="muted">
          Old addresses that send visitors to a page&apos;s current one (301). A renamed
          article&apos;s old address is kept here by itself.
        </Text>
        {canEdit ? <RedirectForm submitLabel="Add redirect" /> : null}
        {list.isPending ? (
          <Spinner label="Loading the redirects" />
        ) : list.isError ? (
          <LoadError
            message={errorMessage(list.error, 'The redirects could not be loaded.')}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Text tone="muted">No redirects yet.</Text>
        ) : (
          <ScrollingTable
            label="Every redirect"
            columns={['From', 'To', 'Kind', 'Changed', ...(canEdit ? ['Actions'] : [])]}
          >
            {items.map((redirect) => (
              <tr key={`${redirect.kind}:${redirect.from}`}>
                <th scope="row" className={`${tableStyles.cell} ${tableStyles.stickyCell}`}>
                  <code>{redirect.from}</code>
                </th>
                <td className={tableStyles.cell}>
                  <code>{redirect.to}</code>
                </td>
                <td className={tableStyles.cell}>
                  <Badge tone={redirect.kind === 'manual' ? 'info' : 'neutral'}>
                    {KIND_LABELS[redirect.kind]}
                  </Badge>
                </td>
                <td className={tableStyles.cell}>
                  {redirect.updatedAt ? formatDateTime(redirect.updatedAt) : '—'}
                  {redirect.updatedBy ? (
                    <span className={tableStyles.cellDetail}>{redirect.updatedBy}</span>
                  ) : null}
                </td>
                {canEdit ? (
                  <td className={`${tableStyles.cell} ${tableStyles.nowrap}`}>
                    {redirect.id !== null ? (
                      <Stack direction="row" gap="2">
                        <EditRedirect redirect={redirect} />
                        <RemoveRedirect redirect={{ ...redirect, id: redirect.id }} />
                      </Stack>
                    ) : (
                      <Text size="sm" tone="muted">
                        Changes with its article
                      </Text>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </ScrollingTable>
        )}
        <SectionPager
          label="Redirect pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          onPageChange={setPage}
        />
      </Stack>
    </section>
  );
}
