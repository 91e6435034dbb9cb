import { useMatches } from 'react-router';
import { GenericPageSkeleton } from '../../components/ui/skeleton';
import { pageHandle } from '../../lib/page-handle';

/**
 * The skeleton of the page the address leads to (the deepest route whose handle has one), or a generic
 * page's: what the signed-in layouts show while the session and the team role load, the same the page
 * itself shows until its first reads answer, so the screen keeps one shape throughout (decision 016).
 */
export function RouteSkeleton() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const skeleton = pageHandle(matches[i]?.handle).skeleton;
    if (skeleton) return skeleton;
  }
  return <GenericPageSkeleton />;
}
