import { Bone, SkeletonRegion } from '../../components/ui/skeleton';

/** The guide while its code loads: title, introduction, the list of steps, the first step. */
export function HowToSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <SkeletonRegion label="Loading the guide...">
        <Bone className="h-9 w-56 rounded-md sm:h-10" />
        <Bone className="mt-3 h-[5.25rem] w-full rounded-md" />
        <Bone className="mt-8 mb-10 h-56 rounded-xl sm:h-32" />
        <Bone className="h-64 rounded-2xl" />
      </SkeletonRegion>
    </div>
  );
}
