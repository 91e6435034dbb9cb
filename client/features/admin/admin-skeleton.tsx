import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';

/** The admin page's header: the same words in its skeleton, drawn before anything has answered. */
export const ADMIN_HEADING = {
  eyebrow: 'Admin',
  title: 'Platform Administration',
  description: 'Clubs, their teams and the people who can use them.',
};

/** Club cards while the clubs load; the admin page shows them under its real header too. */
export function ClubListSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <Bone className="h-72 rounded-2xl" />
      <Bone className="h-72 rounded-2xl" />
    </div>
  );
}

/**
 * The admin page while its code loads: eyebrow, title, description, the two create buttons, the three
 * figures, then the clubs.
 */
export function AdminSkeleton() {
  return (
    <PageSkeleton label="Loading clubs...">
      <PageHeaderSkeleton eyebrow action heading={ADMIN_HEADING} />
      <div className="mb-8 grid grid-cols-3 gap-2 sm:gap-4">
        <Bone className="h-[4.75rem] rounded-2xl sm:h-[6.5rem]" />
        <Bone className="h-[4.75rem] rounded-2xl sm:h-[6.5rem]" />
        <Bone className="h-[4.75rem] rounded-2xl sm:h-[6.5rem]" />
      </div>
      <Bone className="mb-3 h-7 w-44 rounded-md" />
      <ClubListSkeleton />
    </PageSkeleton>
  );
}
