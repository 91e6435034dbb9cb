import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';

/** The league page while it loads: title, its two-line description and Add Team, then the first teams. */
export function LeagueSkeleton() {
  return (
    <PageSkeleton label="Loading teams...">
      <PageHeaderSkeleton action description="h-[4.5rem] w-full sm:h-6 sm:w-[36rem] sm:max-w-full" />
      <Bone className="mb-3 h-7 w-52" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {[1, 2, 3, 4].map((n) => (
          <Bone key={n} className="h-56 rounded-2xl lg:h-16" />
        ))}
      </div>
    </PageSkeleton>
  );
}
