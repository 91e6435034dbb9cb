import { Check, Copy, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';
import { usePlayerEmails } from './admin-api';
import { emailTypeLabels } from './admin-format';

const COPIED_FEEDBACK_MS = 2000;

/** The squad's contact addresses, each with a copy button, for admins writing to families. */
export function PlayerEmailsPanel({ teamId }: { teamId: number }) {
  const contacts = usePlayerEmails(teamId);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (email: string) => {
    try {
      // Missing outside a secure context or in old browsers: that is a failure to report, not a crash.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(email);
      setCopied(email);
      toast({ title: 'Copied', description: 'Email address copied to clipboard', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy email address', variant: 'destructive' });
    }
  };

  if (contacts.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading player e-mail addresses...
      </p>
    );
  }
  if (contacts.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Could not load the player e-mail addresses.
        <Button variant="outline" size="sm" onClick={() => contacts.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (contacts.data.length === 0) {
    return <p className="text-sm text-slate-600">No players in this squad yet.</p>;
  }

  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {contacts.data.map((contact) => (
        <li key={contact.playerId} className="px-3 py-2.5 sm:px-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <span className="inline-flex min-w-7 justify-center rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-bold text-slate-700 tabular-nums">
              {contact.shirtNumber}
            </span>
            {contact.playerName}
          </p>
          {contact.emails.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No e-mail address</p>
          ) : (
            <ul className="mt-1 grid grid-cols-1 gap-0.5">
              {contact.emails.map(({ type, email }) => (
                <li key={`${type}-${email}`} className="flex items-center gap-2">
                  <a
                    href={`mailto:${email}`}
                    className="group flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg py-1 text-sm"
                  >
                    <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
                    <span className="min-w-0">
                      <span className="block [overflow-wrap:anywhere] text-slate-800 underline-offset-2 group-hover:text-green-800 group-hover:underline">
                        {email}
                      </span>
                      <span className="block text-xs text-slate-600">{emailTypeLabels[type]}</span>
                    </span>
                  </a>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Copy ${email}`}
                    onClick={() => void copy(email)}
                  >
                    {copied === email ? (
                      <Check className="text-green-700" aria-hidden />
                    ) : (
                      <Copy aria-hidden />
                    )}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
