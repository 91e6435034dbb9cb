import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';

/**
 * Match planning's header, the same words for a coach and a parent, so its skeleton can draw them
 * before anyone's role has been read.
 */
export const MATCH_PLANNING_HEADING = {
  title: 'Match Planning',
  description:
    'Fixtures and results, and the plan for each match day: who plays, who captains and who takes the set pieces.',
};

/**
 * Match planning while it loads, shaped as it draws: the title, then the list of matches (tabs and the
 * first fixtures) beside, or on a phone above, the selected match.
 */
export function MatchPlanningSkeleton() {
  return (
    <PageSkeleton label="Loading matches...">
      <PageHeaderSkeleton heading={MATCH_PLANNING_HEADING} />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-3">
            <Bone className="h-7 w-28 rounded-md" />
            <Bone className="h-11 w-32 rounded-lg" />
          </div>
          <Bone className="mt-4 h-11 w-full rounded-lg" />
          <div className="mt-3 grid gap-2">
            {[1, 2, 3, 4].map((n) => (
              <Bone key={n} className="h-[4.75rem] rounded-xl" />
            ))}
          </div>
        </div>
        <Bone className="hidden h-96 rounded-2xl lg:block" />
      </div>
    </PageSkeleton>
  );
}
