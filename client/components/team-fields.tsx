import { useFormContext } from 'react-hook-form';
import { ADMIN_LIMITS } from '../../shared/contracts/admin';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

// A team's details as Create Team and Team Settings ask for them, written once. Here rather than in a
// feature: whichever screen lets a club edit its teams next (a club admin's settings, say) uses the same
// fields and the same limits, without importing the admin feature.

/** The fields below, as a form holding them sees them ('' for empty; the contract turns '' into null). */
export type TeamDetailsValues = {
  ageGroup?: string | null;
  division?: string | null;
  faFullTimeUrl?: string | null;
};

export const FIXTURES_URL_HINT =
  "The team's own page on FA Full-Time: find the team at fulltime.thefa.com and copy the address from the browser's address bar. It starts with https://";

/**
 * Age group, division and the league fixtures URL, registered with the form around them (inside a
 * react-hook-form FormProvider). `urlLabel` names the URL field as the dialog needs it.
 */
export function TeamDetailsFields({ urlLabel }: { urlLabel: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TeamDetailsValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Age group (optional)" error={errors.ageGroup?.message}>
          <Input maxLength={ADMIN_LIMITS.label} placeholder="e.g. U12" {...register('ageGroup')} />
        </FormField>
        <FormField label="Division (optional)" error={errors.division?.message}>
          <Input maxLength={ADMIN_LIMITS.name} placeholder="e.g. Division 2" {...register('division')} />
        </FormField>
      </div>
      <FormField label={urlLabel} hint={FIXTURES_URL_HINT} error={errors.faFullTimeUrl?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={ADMIN_LIMITS.url}
          placeholder="https://"
          {...register('faFullTimeUrl')}
        />
      </FormField>
    </>
  );
}
