import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

// Skeletons: the shape of a page drawn while its session, code or first reads load, so nothing moves when
// they arrive (decision 016). Each page composes its own from these, in its feature folder; the shell
// shows it from the first paint on.

/** One grey block standing for text or a control; give it the size and corners of what it stands for. */
export function Bone({ className }: { className: string }) {
  return <div className={clsx('bg-slate-200/80', className)} />;
}

/**
 * Something loading in place of its content: announced once as busy, by its label ("Loading
 * squad..."); the blocks are hidden from assistive technology. With `isLabelShown` the label is also
 * on screen, as a caption floating over the bones (spec 001's 'Loading formation editor...'): it comes
 * only when loading takes a moment, so a quick page does not flash it, and being fixed it moves nothing.
 */
export function SkeletonRegion({
  label,
  isLabelShown = false,
  children,
}: {
  label: string;
  isLabelShown?: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <p
        role="status"
        className={
          isLabelShown
            ? 'pointer-events-none fixed inset-x-0 top-1/2 z-10 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-md ring-1 ring-slate-200 loading-caption'
            : 'sr-only'
        }
      >
        {isLabelShown ? (
          <LoaderCircle
            className="size-4 shrink-0 animate-spin text-green-700 motion-reduce:animate-none"
            aria-hidden
          />
        ) : null}
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        {children}
      </div>
    </div>
  );
}

/** A whole page loading, in the page's frame. */
export function PageSkeleton({
  label,
  width,
  children,
}: {
  label: string;
  width?: 'narrow' | 'medium' | 'wide';
  children: ReactNode;
}) {
  return (
    <PageContainer width={width}>
      <SkeletonRegion label={label} isLabelShown>
        {children}
      </SkeletonRegion>
    </PageContainer>
  );
}

/**
 * PageHeader's shape: an optional eyebrow line, the title, an optional description and, optionally,
 * the main action (full width on a phone, as the real button is). `description` sizes the description
 * when it runs to more than one line.
 */
export function PageHeaderSkeleton({
  eyebrow = false,
  description = 'h-6 w-72 max-w-full',
  action = false,
  heading,
  isCompact = false,
}: {
  eyebrow?: boolean;
  description?: string | false;
  action?: boolean;
  /**
   * The page's own words, where they do not wait on any answer: drawn as PageHeader draws them, so the
   * first paint already says where the coach is, and the page then takes their place without a move.
   * Hidden from screen readers, which hear the skeleton's label; the page's h1 follows.
   */
  heading?: { eyebrow?: string; title: string; description?: string; descriptionClassName?: string };
  /** As PageHeader's. */
  isCompact?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        isCompact ? 'mb-6' : 'mb-6 sm:mb-8',
      )}
    >
      {heading ? (
        <div className="min-w-0" aria-hidden="true">
          {heading.eyebrow ? (
            <div className="mb-1 text-sm font-semibold text-green-800">{heading.eyebrow}</div>
          ) : null}
          <p className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {heading.title}
          </p>
          {heading.description ? (
            <div className={clsx('mt-1.5 text-base text-slate-600', heading.descriptionClassName)}>
              {heading.description}
            </div>
          ) : null}
        </div>
      ) : (
        <div className="min-w-0">
          {eyebrow ? <Bone className="mb-1 h-5 w-32 rounded-md" /> : null}
          <Bone className="h-8 w-56 rounded-md sm:h-9" />
          {description ? <Bone className={clsx('mt-1.5 rounded-md', description)} /> : null}
        </div>
      )}
      {action ? <Bone className="h-11 w-full rounded-lg sm:w-36" /> : null}
    </div>
  );
}

/**
 * The generic page: a header and a few cards, for pages without a skeleton of their own, and for pages
 * of cards under a title (with its main action), which need no other.
 */
export function GenericPageSkeleton({
  label = 'Loading...',
  action = false,
  description,
  heading,
}: {
  label?: string;
  action?: boolean;
  /** The description's bone (PageHeaderSkeleton): as tall as the words that take its place. */
  description?: string;
  /** The page's own words, where known (PageHeaderSkeleton). */
  heading?: { eyebrow?: string; title: string; description?: string };
}) {
  return (
    <PageSkeleton label={label}>
      <PageHeaderSkeleton action={action} description={description} heading={heading} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Bone className="h-40 rounded-2xl" />
        <Bone className="h-40 rounded-2xl" />
        <Bone className="h-40 rounded-2xl" />
      </div>
    </PageSkeleton>
  );
}
