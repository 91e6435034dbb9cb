import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';

function PlayerCardSkeleton() {
  return (
    <div className="flex h-[12.5rem] gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <Bone className="size-14 shrink-0 rounded-xl" />
      <div className="flex-1">
        <Bone className="h-5 w-32 rounded-md" />
        <Bone className="mt-2 h-4 w-20 rounded-md" />
      </div>
    </div>
  );
}

/**
 * The squad page while it loads, shaped as a coach sees it: team name, title, count and Add Player, the
 * section links of a phone, then the first player cards.
 */
export function SquadSkeleton() {
  return (
    <PageSkeleton label="Loading squad...">
      <PageHeaderSkeleton eyebrow action isCompact />
      <div className="mb-6 flex gap-2 overflow-hidden lg:hidden">
        <Bone className="h-11 w-24 shrink-0 rounded-full" />
        <Bone className="h-11 w-32 shrink-0 rounded-full" />
        <Bone className="h-11 w-28 shrink-0 rounded-full" />
      </div>
      <Bone className="mb-3 h-7 w-24 rounded-md" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <PlayerCardSkeleton key={n} />
        ))}
      </div>
    </PageSkeleton>
  );
}

/** The playing-time report while it loads: team name, title, the date choices and the table's rows. */
export function ReportSkeleton() {
  return (
    <PageSkeleton label="Loading the report...">
      <PageHeaderSkeleton eyebrow action isCompact />
      <div className="mb-6 flex gap-2">
        <Bone className="h-9 w-28 rounded-lg" />
        <Bone className="h-9 w-28 rounded-lg" />
      </div>
      <div className="grid gap-2">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <Bone key={n} className="h-11 w-full rounded-md" />
        ))}
      </div>
    </PageSkeleton>
  );
}
