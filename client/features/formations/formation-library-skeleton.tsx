import { GenericPageSkeleton } from '../../components/ui/skeleton';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useShellCanEdit } from '../../lib/shell-hint';

/** The formation library's header for a coach (who edits) or anyone else. */
export function libraryHeading(canEdit: boolean) {
  return {
    title: 'Formation Library',
    description: canEdit
      ? 'Manage and organize all your saved formations'
      : 'The formations your coaches have saved for matches and practice',
  };
}

/**
 * The library while it loads: a page of cards under its title and Create New Formation. Once the
 * caller's role is known the header is the page's own words (its largest text on a phone, so the first
 * paint is its largest), else bones.
 */
export function FormationLibrarySkeleton() {
  // Before the role is read, what the server said when it drew this document's shell (decision 065).
  const shellCanEdit = useShellCanEdit();
  const canEdit = useEffectiveTeamRole().canEditIfKnown ?? shellCanEdit;
  return (
    <GenericPageSkeleton
      label="Loading formations..."
      // Create New Formation is a coach's: no room kept for it where the reader is known not to edit.
      action={canEdit !== false}
      // Either description takes two lines on a phone, one from 640 px.
      description="h-12 w-full sm:h-6 sm:w-[30rem] sm:max-w-full"
      heading={canEdit === null ? undefined : libraryHeading(canEdit)}
    />
  );
}
