import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FULLTIME_URL_MAX, syncFaBody } from '../../../shared/contracts/fixtures-sync';
import { ImportSavedPage, SyncOutcome } from '../../components/fixtures-sync-panel';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useImportFixtures, useSyncFixtures, useSyncStatusDialog } from '../../lib/fixtures-sync';
import { useDialogForm } from '../../lib/use-dialog-form';

const URL_HINT =
  "The team's own page on FA Full-Time: find the team at fulltime.thefa.com and copy the address from the browser's address bar. It starts with https://";

/**
 * "Full-Time fixtures" on the league screen, for the team's club admins (who cannot open /admin): the
 * league fixtures URL with Save & Sync (spec 001 §4.8, §5: a URL is required; the server saves it and
 * syncs), the import of a saved page, and the last sync's outcome. Loaded apart from the page, only for
 * admins of the team (decision 016).
 */
export function FullTimeDialog({
  open,
  onOpenChange,
  teamId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team the screen is about (its secureId, or the id in the address). */
  teamId: string;
}) {
  // Opens with the status read: the saved URL fills the field, and the outcome is there from the start.
  const { status, isOpen } = useSyncStatusDialog(teamId, open);
  const savedUrl = status.data?.faFullTimeUrl ?? '';
  const [importOpen, setImportOpen] = useState(false);
  const syncFixtures = useSyncFixtures(teamId, { onRefused: () => setImportOpen(true) });
  const importFixtures = useImportFixtures(teamId);
  const isBusy = syncFixtures.isPending || importFixtures.isPending;
  const form = useDialogForm(syncFaBody, { open: isOpen, values: { faFullTimeUrl: savedUrl } });
  const url = useWatch({ control: form.control, name: 'faFullTimeUrl' }) ?? '';

  const close = () => {
    setImportOpen(false);
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((body) => {
    syncFixtures.mutate(body, { onSuccess: close });
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      isPending={isBusy}
      isSubmitting={syncFixtures.isPending}
      submitDisabled={url.trim() === ''}
      title="Full-Time fixtures"
      description="Bring this team's fixtures and results in from FA Full-Time. Matches you entered yourself are never changed."
      onSubmit={onSubmit}
      submitLabel="Save & Sync"
      pendingLabel="Syncing..."
    >
      <FormField
        label="League fixtures URL"
        hint={URL_HINT}
        error={form.formState.errors.faFullTimeUrl?.message}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={FULLTIME_URL_MAX}
          placeholder="https://"
          {...form.register('faFullTimeUrl')}
        />
      </FormField>
      <SyncOutcome teamId={teamId} />
      <ImportSavedPage
        open={importOpen}
        onOpenChange={setImportOpen}
        onImport={(html) => importFixtures.mutate({ html }, { onSuccess: close })}
        isImporting={importFixtures.isPending}
        disabled={isBusy}
      />
    </FormDialog>
  );
}
