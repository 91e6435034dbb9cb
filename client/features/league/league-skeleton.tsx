import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useShellCanEdit } from '../../lib/shell-hint';

/**
 * Three lines on a phone, the coach's description's height, whoever reads it: the skeleton drawn before
 * the caller's role is known then fits a parent's shorter words too.
 */
const descriptionClassName = 'min-h-[4.5rem] sm:min-h-0';

/** The league page's header for a coach (who edits) or anyone else. */
export function leagueHeading(canEdit: boolean) {
  const words = canEdit
    ? {
        title: 'League Management',
        description:
          'The teams you play, with notes on each and your last result and next match against them.',
      }
    : {
        title: 'League View',
        description: 'The teams we play, with our last result and next match against each.',
      };
  return { ...words, descriptionClassName };
}

/**
 * The league page while it loads: title, its two-line description and Add Team, then the first teams.
 * Once the caller's role is known the header is the page's own words (the page's largest text on a
 * phone, so its first paint is its largest), else bones.
 */
export function LeagueSkeleton() {
  // Before the role is read, what the server said when it drew this document's shell (decision 065).
  const shellCanEdit = useShellCanEdit();
  const canEdit = useEffectiveTeamRole().canEditIfKnown ?? shellCanEdit;
  return (
    <PageSkeleton label="Loading teams...">
      <PageHeaderSkeleton
        action
        description="h-[4.5rem] w-full sm:h-6 sm:w-[36rem] sm:max-w-full"
        heading={canEdit === null ? undefined : leagueHeading(canEdit)}
      />
      <Bone className="mb-3 h-7 w-52 rounded-md" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {[1, 2, 3, 4].map((n) => (
          <Bone key={n} className="h-56 rounded-2xl lg:h-16" />
        ))}
      </div>
    </PageSkeleton>
  );
}
