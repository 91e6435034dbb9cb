import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { pitchAspect } from '../../components/pitch/pitch-aspect';
import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useShellCanEdit } from '../../lib/shell-hint';
import { editorFrame, editorPitchWidth } from './editor-layout';
import { addressOf, editorHeading } from './formation-editor-address';

/**
 * The formation editor while it loads (spec 001 §2.2: 'Loading formation editor...'), shaped as it
 * draws, so nothing below moves when it arrives: the title, then the shape and players panel, the pitch
 * with its hint, boxes and notes, the name, match and template panel (on a phone one above the other,
 * in that order), and the save bar.
 */
export function FormationEditorSkeleton() {
  const [params] = useSearchParams();
  const isEditing = addressOf(params).formationId !== null;
  // Before the role is read, what the server said when it drew this document's shell (decision 065).
  // The role shells have a new plan's words: opening a saved one, the server sends the shell for anyone
  // and this draws bones until the role is in (the same height on a phone and a desktop).
  const shellCanEdit = useShellCanEdit();
  const canEdit = useEffectiveTeamRole().canEditIfKnown ?? (isEditing ? null : shellCanEdit);
  return (
    <PageSkeleton label="Loading formation editor...">
      <PageHeaderSkeleton
        description="h-12 w-full sm:h-6 sm:w-[34rem] sm:max-w-full"
        heading={canEdit === null ? undefined : editorHeading({ isEditing, canEdit })}
      />
      <div className={editorFrame}>
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
          <Bone className="h-[17.5rem] rounded-2xl lg:col-start-1 lg:row-start-1 lg:h-[35.375rem]" />
          <div className="grid gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-[600px]">
            <Bone className="h-10 rounded-md sm:h-5" />
            <Bone className={clsx(pitchAspect.editor, 'rounded-xl', editorPitchWidth)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Bone className="h-[7.25rem] rounded-xl" />
              <Bone className="h-[7.25rem] rounded-xl" />
            </div>
            <Bone className="h-[7.5rem] rounded-xl" />
          </div>
          <Bone className="h-[19.25rem] rounded-2xl lg:col-start-1 lg:row-start-2 lg:h-[17.25rem]" />
        </div>
        <Bone className="mt-6 h-(--save-bar) rounded-xl lg:w-80" />
      </div>
    </PageSkeleton>
  );
}
