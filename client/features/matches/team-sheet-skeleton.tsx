import { Bone, PageSkeleton } from '../../components/ui/skeleton';

/**
 * The team sheet while it loads, shaped as it draws on a phone: Back and Print, the match's name and
 * facts, then a block per period.
 */
export function TeamSheetSkeleton() {
  return (
    <PageSkeleton label="Loading team sheet..." width="medium">
      <div className="grid gap-4">
        <div className="flex justify-between gap-3">
          <Bone className="h-11 w-40 rounded-md" />
          <Bone className="h-11 w-24 rounded-md" />
        </div>
        <Bone className="h-8 w-64 max-w-full rounded-md" />
        <Bone className="h-24 w-full rounded-xl" />
        <Bone className="h-80 w-full rounded-xl" />
        <Bone className="h-80 w-full rounded-xl" />
      </div>
    </PageSkeleton>
  );
}
