import { Copy, Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';

// The viewer's Share (issue 32, decision 067): the period's line-up as text and a link to it, through the
// phone's share sheet (Web Share) where the browser has one; else "Copy line-up" to the clipboard, where
// there is one; else nothing. Feature-detected as the page draws: signed-in pages are drawn in the
// browser, never prerendered with their data (decision 065's shells hold the skeleton only).

export type ShareContent = { title: string; text: string; url: string };

/** What this browser offers: its share sheet, its clipboard, or neither. */
export function shareWay(
  nav: Partial<Pick<Navigator, 'share' | 'clipboard'>> | undefined,
): 'share' | 'copy' | null {
  if (typeof nav?.share === 'function') return 'share';
  if (typeof nav?.clipboard?.writeText === 'function') return 'copy';
  return null;
}

/** The text the clipboard gets: the line-up, then the link on a line of its own. */
export const copiedText = (content: ShareContent) => `${content.text}\n${content.url}`;

/** Share (or Copy line-up); nothing where the browser has neither. `className` places it. */
export function ShareLineUp({ content, className }: { content: ShareContent; className?: string }) {
  const way = shareWay(typeof navigator === 'undefined' ? undefined : navigator);
  if (way === null) return null;
  if (way === 'share') {
    return (
      <Button
        variant="outline"
        className={className}
        onClick={() => {
          navigator.share(content).catch((error: unknown) => {
            // Closing the share sheet without choosing is no failure.
            if (error instanceof DOMException && error.name === 'AbortError') return;
            toast({
              title: 'Could not share',
              description: 'The line-up could not be shared.',
              variant: 'destructive',
            });
          });
        }}
      >
        <Share2 aria-hidden />
        Share
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        navigator.clipboard.writeText(copiedText(content)).then(
          () =>
            toast({ title: 'Copied', description: 'The line-up is on the clipboard.', variant: 'success' }),
          () =>
            toast({
              title: 'Could not copy',
              description: 'The line-up could not be copied.',
              variant: 'destructive',
            }),
        );
      }}
    >
      <Copy aria-hidden />
      Copy line-up
    </Button>
  );
}
