import { Inbox, Reply } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AdminContactMessage } from '../../../shared/contracts/admin';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useContactMessages } from './admin-api';
import { categoryLabels, formatDateTime } from './admin-format';

const INITIALLY_SHOWN = 5;
const LONG_MESSAGE = 240;

const categoryBadges: Record<AdminContactMessage['category'], BadgeVariant> = {
  general: 'neutral',
  technical: 'info',
  billing: 'brand',
  privacy: 'warning',
  security: 'danger',
};

function replyHref(message: AdminContactMessage): string {
  const subject = message.subject.startsWith('Re:') ? message.subject : `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function MessageItem({ message }: { message: AdminContactMessage }) {
  const [expanded, setExpanded] = useState(false);
  const isLong = message.message.length > LONG_MESSAGE;
  const bodyId = `contact-message-${message.id}`;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={categoryBadges[message.category]}>{categoryLabels[message.category]}</Badge>
        <time dateTime={message.createdAt} className="text-xs text-slate-600">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <h3 className="text-base leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900">
        {message.subject}
      </h3>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        From <span className="font-medium text-slate-900">{message.name}</span>{' '}
        <span className="text-slate-600">&lt;{message.email}&gt;</span>
      </p>
      <p
        id={bodyId}
        className={`text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-slate-700 ${
          isLong && !expanded ? 'line-clamp-4' : ''
        }`}
      >
        {message.message}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a href={replyHref(message)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Reply aria-hidden />
          Reply by email<span className="sr-only"> to {message.name}</span>
        </a>
        {isLong ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Messages sent through /contact, newest first (the server's order). */
export function ContactMessagesSection() {
  const messages = useContactMessages();
  const [showAll, setShowAll] = useState(false);

  let content: ReactNode;
  if (messages.isPending) {
    content = (
      <p role="status" className="text-sm text-slate-600">
        Loading messages...
      </p>
    );
  } else if (messages.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Could not load the messages.
        <Button variant="outline" size="sm" onClick={() => messages.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (messages.data.length === 0) {
    content = (
      <EmptyState
        icon={Inbox}
        headingLevel="h3"
        title="No messages yet"
        description="Messages sent from the Contact page appear here."
        isCompact
      />
    );
  } else {
    const shown = showAll ? messages.data : messages.data.slice(0, INITIALLY_SHOWN);
    const hidden = messages.data.length - shown.length;
    content = (
      <>
        <ul className="grid gap-3">
          {shown.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
        {hidden > 0 ? (
          <Button variant="outline" className="mt-3 w-full" onClick={() => setShowAll(true)}>
            Show {hidden} older {hidden === 1 ? 'message' : 'messages'}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="messages-heading">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold tracking-tight text-slate-900">
          Messages
        </h2>
        {messages.data && messages.data.length > 0 ? (
          <span className="text-sm text-slate-600">{messages.data.length} received</span>
        ) : null}
      </div>
      {content}
    </section>
  );
}
