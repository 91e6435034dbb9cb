import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type ToastVariant, toastStore } from '../../lib/toast-store';
import { useToast } from '../../lib/use-toast';
import { useTopModal } from './modal-stack';

// Spec 000 §9: 5000 ms, swipe right past 50 px to dismiss, F8 jumps to the region named Notifications.
export const TOAST_DURATION_MS = 5000;

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-white text-slate-900',
  destructive: 'border-red-200 bg-red-50 text-red-950',
};

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === 'success')
    return <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />;
  if (variant === 'destructive')
    return <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />;
  return null;
}

/** Renders the toast store. Mount once, near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // While a modal dialog is open everything outside it is inert and hidden from screen readers: toasts
  // raised then, and the copy of their text that is read out, live inside the dialog on top. With no
  // toast, nothing moves there (opening a dialog costs no remount of the region).
  const topModal = useTopModal();
  const layer = (toasts.length > 0 && topModal) || document.body;
  // Drawn: a toast the page leaves after (session-end.ts) starts its reading time now.
  useEffect(() => {
    for (const t of toasts) toastStore.markShown(t.id);
  }, [toasts]);
  // Radix announces each toast through a visually hidden copy of its text. That copy goes into a closed
  // shadow root: screen readers still hear it, but queries by visible text (tests, tooling) meet only
  // the toast itself instead of two matches.
  const [announcer, setAnnouncer] = useState<ShadowRoot | null>(null);
  const announcerHost = (host: HTMLDivElement | null) => {
    if (host && !host.dataset.attached) {
      host.dataset.attached = 'true';
      setAnnouncer(host.attachShadow({ mode: 'closed' }));
    }
  };
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      announcerContainer={announcer ?? undefined}
    >
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismiss(t.id);
            }}
            duration={t.duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={clsx(
              'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg shadow-slate-900/10',
              variantClasses[variant],
            )}
          >
            <VariantIcon variant={variant} />
            <div className="grid min-w-0 gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description
                  className={clsx('text-sm', variant === 'destructive' ? 'text-red-900' : 'text-slate-700')}
                >
                  {t.description}
                </ToastPrimitive.Description>
              ) : null}
              {t.action ? (
                <ToastPrimitive.Action
                  altText={t.action.altText}
                  onClick={t.action.onClick}
                  className="mt-2 inline-flex min-h-11 w-fit items-center rounded-lg border border-current/20 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
                >
                  {t.action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-lg text-current opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* In <body> (#root isolates its stacking context) or in the dialog on top, after its panel, so
          a toast shows above both. The region itself lets taps through (only a toast takes them), and on
          a phone it sits at the top: at the bottom it covered the Save and Cancel of every dialog for five
          seconds. */}
      {createPortal(
        <>
          <div ref={announcerHost} />
          <ToastPrimitive.Viewport
            hotkey={['F8']}
            label="Notifications"
            data-toast-viewport=""
            className="pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex list-none flex-col gap-2 p-4 outline-none [padding-top:max(1rem,env(safe-area-inset-top))] sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-[26rem] sm:[padding-bottom:max(1rem,env(safe-area-inset-bottom))] sm:[padding-top:1rem]"
          />
        </>,
        layer,
      )}
    </ToastPrimitive.Provider>
  );
}
