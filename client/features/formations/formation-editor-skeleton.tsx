import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';

/**
 * The formation editor while it loads (spec 001 §2.2: 'Loading formation editor...'), shaped as it
 * draws: the title, then the left panel beside (on a phone, above) the pitch with its boxes.
 */
export function FormationEditorSkeleton() {
  return (
    <PageSkeleton label="Loading formation editor...">
      <PageHeaderSkeleton description="h-6 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <Bone className="h-[28rem] rounded-2xl" />
        <div className="grid min-w-0 gap-4">
          <Bone className="aspect-[3/2] w-full max-w-[600px] rounded-xl" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Bone className="h-28 rounded-2xl" />
            <Bone className="h-28 rounded-2xl" />
          </div>
        </div>
      </div>
    </PageSkeleton>
  );
}
