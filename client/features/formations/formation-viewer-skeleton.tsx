import { Bone, PageSkeleton } from '../../components/ui/skeleton';

/** The viewer's column: as wide as its pitch at most (800 px, spec 001 §9). */
export const VIEWER_COLUMN = 'mx-auto w-full max-w-[800px]';

/**
 * The formation viewer while it loads, shaped as it draws: Back, the title with its period line and
 * info strip, then the pitch (the phone's full width).
 */
export function FormationViewerSkeleton() {
  return (
    <PageSkeleton label="Loading formation...">
      <div className={VIEWER_COLUMN}>
        <Bone className="mb-4 h-11 w-24 rounded-md" />
        <Bone className="h-8 w-64 rounded-md sm:h-9" />
        <Bone className="mt-1 h-6 w-52 rounded-md" />
        <Bone className="mt-2 h-5 w-72 rounded-md" />
        <Bone className="mt-5 -mx-4 aspect-[3/2] rounded-md sm:mx-0" />
      </div>
    </PageSkeleton>
  );
}
