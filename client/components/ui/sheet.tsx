import type { ComponentProps } from 'react';
import { Dialog, DialogContent, DialogTitle } from './dialog';

// A panel that slides in from the right edge (the phone's menu): the same modal dialog as Dialog, drawn
// from the side, so dialogs, sheets and confirmations are one stack (decision 042).
export const Sheet = Dialog;
export const SheetTitle = DialogTitle;

export function SheetContent(props: Omit<ComponentProps<typeof DialogContent>, 'variant' | 'closeLabel'>) {
  return <DialogContent variant="sheet" closeLabel="Close menu" {...props} />;
}
