import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * What the server said, in the document it sent, about the team the page is about (decision 065):
 * whether the caller edits it. The server drew that document's shell with the words a coach or a
 * parent reads (`data-shell="edit"` or `"read"` on its #root), so the first render must draw the same
 * words over it; `path` is the page the document was sent for, as the browser's address had it.
 */
export type ShellHint = { path: string; canEdit: boolean };

export const ShellHintContext = createContext<ShellHint | null>(null);

/**
 * Whether the caller edits the page's team, as the document said, on the page it was sent for only;
 * null elsewhere or when it said nothing. For a skeleton's words before the caller's role has been
 * read (useEffectiveTeamRole's canEditIfKnown); never for what a screen lets anyone do.
 */
export function useShellCanEdit(): boolean | null {
  const hint = useContext(ShellHintContext);
  const { pathname } = useLocation();
  return hint?.path === pathname ? hint.canEdit : null;
}
