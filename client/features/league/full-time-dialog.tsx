import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FULLTIME_URL_MAX, syncFaBody } from '../../../shared/contracts/fixtures-sync';
import {
  FullTimeTeamName,
  FullTimeTeamPicker,
  ImportSavedPage,
  SyncOutcome,
} from '../../components/fixtures-sync-panel';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useFixturesSync, useSyncStatusDialog } from '../../lib/fixtures-sync';
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
  const close = () => {
    setImportOpen(false);
    fixtures.reset();
    onOpenChange(false);
  };
  const fixtures = useFixturesSync(teamId, { onRefused: () => setImportOpen(true), onSynced: close });
  const isBusy = fixtures.isSyncing || fixtures.isImporting;
  const form = useDialogForm(syncFaBody, { open: isOpen, values: { faFullTimeUrl: savedUrl } });
  const url = useWatch({ control: form.control, name: 'faFullTimeUrl' }) ?? '';
  const teamName = status.data?.teamName ?? null;

  const onSubmit = form.handleSubmit((body) => fixtures.sync(body));

  return (
    <>
      <FormDialog
        open={isOpen}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        isPending={isBusy}
        isSubmitting={fixtures.isSyncing}
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
        <FullTimeTeamName
          teamId={teamId}
          isForgotten={fixtures.isNameForgotten}
          onForgottenChange={fixtures.setIsNameForgotten}
          disabled={isBusy}
        />
        <ImportSavedPage
          open={importOpen}
          onOpenChange={setImportOpen}
          onImport={(html) => fixtures.importPage({ html })}
          isImporting={fixtures.isImporting}
          disabled={isBusy}
        />
      </FormDialog>
      {/* Beside the dialog, not in its form: a submit in the picker must not submit Save & Sync too. */}
      <FullTimeTeamPicker
        choice={fixtures.choice}
        teamName={teamName}
        isSending={isBusy}
        onChoose={fixtures.chooseTeam}
        onCancel={fixtures.dismissChoice}
      />
    </>
  );
}
