import {
  SecurityLimits,
  SecuritySettingsBody,
  type ConfigurationAnswer,
  type SecuritySettingName,
} from '@studio/contracts';
import { Type } from '@sinclair/typebox';
import { Button, Stack, TextField, useToast } from '@studio/ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { useSaveSecuritySettings } from '../../api/dashboard/configuration';
import { FormAlert } from '../../forms/FormAlert';
import { formResolver } from '../../forms/formResolver';
import { applyServerFieldErrors } from '../../forms/serverErrors';

type Security = ConfigurationAnswer['security'];
type Values = Record<SecuritySettingName, number>;

const FIELDS: ReadonlyArray<{ name: SecuritySettingName; label: string; unit: string }> = [
  { name: 'sessionMaxAgeHours', label: 'Session maximum age (hours)', unit: 'hours' },
  { name: 'idleTimeoutMinutes', label: 'Idle timeout (minutes)', unit: 'minutes' },
  { name: 'lockoutAttempts', label: 'Failed attempts before a lock', unit: 'attempts' },
  { name: 'lockoutMinutes', label: 'Lock length (minutes)', unit: 'minutes' },
];

const valuesOf = (security: Security): Values => ({
  sessionMaxAgeHours: security.sessionMaxAgeHours,
  idleTimeoutMinutes: security.idleTimeoutMinutes,
  lockoutAttempts: security.lockout.attempts,
  lockoutMinutes: security.lockout.durationMinutes,
});

/**
 * The four security values a super admin may change. A value the server's environment sets wins
 * over a saved one, so its field is read-only and says which variable sets it.
 */
export function SecuritySettingsForm({ security }: { security: Security }) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const editable = FIELDS.map((field) => field.name).filter(
    (name) => security.sources[name] !== 'environment',
  );
  // Only the changeable fields are validated and sent; the read-only ones may hold an
  // environment value outside the range offered here, and stay in the values unchecked.
  const schema = Type.Object(
    Object.fromEntries(editable.map((name) => [name, SecuritySettingsBody.properties[name]])),
  );
  const form = useForm<Values>({
    resolver: formResolver(schema) as unknown as Resolver<Values>,
    values: valuesOf(security),
  });
  const save = useSaveSecuritySettings();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changes: Partial<Values> = {};
    for (const name of editable) changes[name] = values[name];
    try {
      const answer = await save.mutateAsync(changes);
      toast.success(answer.message);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, editable))
        setFormError(errorMessage(error, 'The security settings could not be saved.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Security settings">
      <Stack gap="3">
        {FIELDS.map(({ name, label }) => {
          const limits = SecurityLimits[name];
          const fromEnvironment = security.sources[name] === 'environment';
          return (
            <TextField
              key={name}
              type="number"
              inputMode="numeric"
              label={label}
              min={limits.minimum}
              max={limits.maximum}
              step={1}
              readOnly={fromEnvironment}
              hint={
                fromEnvironment
                  ? `Set by ${limits.variable}`
                  : `${limits.minimum} to ${limits.maximum}; ${limits.default} by default`
              }
              required={!fromEnvironment}
              error={form.getFieldState(name, form.formState).error?.message}
              {...form.register(name, { valueAsNumber: true })}
            />
          );
        })}
        <FormAlert>{formError}</FormAlert>
        {editable.length > 0 ? (
          <div>
            <Button
              type="submit"
              variant="primary"
              loading={save.isPending}
              loadingText="Saving..."
            >
              Save
            </Button>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
