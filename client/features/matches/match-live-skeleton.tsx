import { Bone, PageSkeleton } from '../../components/ui/skeleton';

/**
 * The live screen while it loads, shaped as it draws on a phone: the match's name, the score, the big
 * clock with its period, the buttons, the next change and who is on.
 */
export function MatchLiveSkeleton() {
  return (
    <PageSkeleton label="Loading live match..." width="narrow">
      <div className="grid gap-4">
        <Bone className="h-8 w-56 rounded-md" />
        <Bone className="h-28 w-full rounded-2xl" />
        <Bone className="h-44 w-full rounded-2xl" />
        <Bone className="h-14 w-full rounded-xl" />
        <Bone className="h-28 w-full rounded-2xl" />
        <Bone className="h-40 w-full rounded-2xl" />
      </div>
    </PageSkeleton>
  );
}
