import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_LIMITS, type AdminTeam, updateTeamBody } from '../../../shared/contracts/admin';
import { SYNC_URL_REQUIRED } from '../../../shared/contracts/fixtures-sync';
import {
  FullTimeTeamName,
  FullTimeTeamPicker,
  ImportSavedPage,
  SyncOutcome,
} from '../../components/fixtures-sync-panel';
import { TeamDetailsFields } from '../../components/team-fields';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useFixturesSync, useSyncStatusDialog } from '../../lib/fixtures-sync';
import { useDialogForm } from '../../lib/use-dialog-form';
import { useIsOnline } from '../../lib/use-is-online';
import { useUpdateTeam } from './admin-api';

// The contract's team-name message also asks for a club, which this dialog does not have.
const teamSettingsForm = updateTeamBody.extend({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a team name')
    .max(ADMIN_LIMITS.name, `Team name must be at most ${ADMIN_LIMITS.name} characters`),
});

const valuesFor = (team: AdminTeam | null) => ({
  name: team?.name ?? '',
  ageGroup: team?.ageGroup ?? '',
  division: team?.division ?? '',
  faFullTimeUrl: team?.faFullTimeUrl ?? '',
});

/**
 * Team Settings (spec 001 §2.6): name, age group, division and the league fixtures URL, with Save and
 * Save & Sync (§4.8: the URL in the field is sent, the server saves it and syncs from FA Full-Time), the
 * import of a saved page when Full-Time refuses, and the last sync's outcome.
 */
export function TeamSettingsDialog({
  team,
  onOpenChange,
}: {
  team: AdminTeam | null;
  onOpenChange: (open: boolean) => void;
}) {
  const updateTeam = useUpdateTeam();
  // The secureId: the same team the league screen's address names, so both share one status read.
  const teamId = team?.secureId ?? '';
  const [importOpen, setImportOpen] = useState(false);
  const close = () => {
    setImportOpen(false);
    fixtures.reset();
    onOpenChange(false);
  };
  const fixtures = useFixturesSync(teamId, { onRefused: () => setImportOpen(true), onSynced: close });
  const isOnline = useIsOnline();
  // Opens with the last outcome already read, so the dialog keeps its size once on screen.
  const { isOpen } = useSyncStatusDialog(teamId, team !== null);
  const form = useDialogForm(teamSettingsForm, { open: isOpen, values: valuesFor(team) });
  const { errors, dirtyFields } = form.formState;
  const url = useWatch({ control: form.control, name: 'faFullTimeUrl' }) ?? '';
  const hasUrl = url.trim() !== '';
  // Save & Sync saving the other fields first, before its sync starts.
  const [isSavingForSync, setIsSavingForSync] = useState(false);
  const isSyncing = isSavingForSync || fixtures.isSyncing;
  const isBusy = updateTeam.isPending || fixtures.isSyncing || fixtures.isImporting || isSavingForSync;

  const onSubmit = form.handleSubmit((body) => {
    if (!team) return;
    updateTeam.mutate({ teamId: team.id, body }, { onSuccess: close });
  });

  // Spec 001 §5: Save & Sync requires a URL (the button is disabled without one; this says why if the
  // field holds only spaces). What else was changed is saved first, so nothing typed is lost.
  const saveAndSync = form.handleSubmit(async (body) => {
    if (!team) return;
    if (!body.faFullTimeUrl) {
      form.setError('faFullTimeUrl', { message: SYNC_URL_REQUIRED });
      return;
    }
    const faFullTimeUrl = body.faFullTimeUrl;
    if (dirtyFields.name || dirtyFields.ageGroup || dirtyFields.division) {
      setIsSavingForSync(true);
      try {
        await updateTeam.mutateAsync({ teamId: team.id, body });
      } catch {
        return; // useUpdateTeam has said why.
      } finally {
        setIsSavingForSync(false);
      }
    }
    fixtures.sync({ faFullTimeUrl });
  });

  const saveAndSyncButton = (
    <Button
      variant="outline"
      isLoading={isSyncing}
      disabled={!hasUrl || isBusy}
      onClick={() => void saveAndSync()}
    >
      {isSyncing ? null : <RefreshCw aria-hidden />}
      {isSyncing ? (isOnline ? 'Syncing...' : 'Waiting for signal...') : 'Save & Sync'}
    </Button>
  );

  return (
    <>
      <FormDialog
        open={isOpen}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
        isPending={isBusy}
        isSubmitting={updateTeam.isPending && !isSavingForSync}
        title="Team Settings"
        description={team?.name}
        onSubmit={onSubmit}
        submitLabel="Save"
        pendingLabel="Saving..."
        extraAction={saveAndSyncButton}
      >
        <FormField label="Team name" error={errors.name?.message}>
          <Input maxLength={ADMIN_LIMITS.name} {...form.register('name')} />
        </FormField>
        <FormProvider {...form}>
          <TeamDetailsFields urlLabel="League fixtures URL" />
        </FormProvider>
        {team ? (
          <>
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
          </>
        ) : null}
      </FormDialog>
      {/* Beside the dialog, not in its form: a submit in the picker must not submit Save too. */}
      <FullTimeTeamPicker
        choice={fixtures.choice}
        teamName={team?.name ?? null}
        isSending={isBusy}
        onChoose={fixtures.chooseTeam}
        onCancel={fixtures.dismissChoice}
      />
    </>
  );
}
