import { useMutation } from '@tanstack/react-query';
import {
  BookOpen,
  ChevronRight,
  Clock,
  FileLock2,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Send,
  ShieldCheck,
} from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ContactMessageBody, ContactMessageInput } from '../../../shared/contracts/contact';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MESSAGE,
  type ContactCategory,
} from '../../../shared/contracts/contact-fields';
import * as contactWriteRoutes from '../../../shared/contracts/contact-write-routes';
import { SUPPORT_REPLY_HOURS } from '../../../shared/domain/figures';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Textarea } from '../../components/ui/textarea';
import { callApi } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useContactEmailState } from '../../lib/site-config';
import { toast } from '../../lib/toast-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';

const categoryOptions: Array<{ value: ContactCategory; label: string }> = [
  { value: 'general', label: 'General question' },
  { value: 'technical', label: 'Technical problem' },
  { value: 'billing', label: 'Billing' },
  { value: 'privacy', label: 'Privacy and my data' },
  { value: 'security', label: 'Security concern' },
];

const quickLinks: Array<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  { to: '/help', label: 'Help & FAQ', description: 'Answers to common questions', icon: LifeBuoy },
  { to: '/how-to-guide', label: 'How-To guide', description: 'Step by step, once signed in', icon: BookOpen },
  { to: '/privacy', label: 'Privacy Policy', description: 'What we collect and why', icon: FileLock2 },
  {
    to: '/data-protection',
    label: 'Data Protection',
    description: 'Your rights and deletion',
    icon: ShieldCheck,
  },
];

// The contract (and zod) load on the form's first check, not with the page (decision 016).
const resolver = lazyResolver<ContactMessageInput, unknown, ContactMessageBody>(() =>
  import('./contact-resolver').then((module) => module.contactMessageResolver),
);

const emptyForm: ContactMessageInput = { name: '', email: '', category: 'general', subject: '', message: '' };

function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => callApi(contactWriteRoutes.sendContactMessage, { body }),
  });
}

function ContactForm() {
  const send = useSendContactMessage();
  // The page is prerendered (decision 015): until the app runs, the browser would send the form itself,
  // as a GET with the message in the address. A disabled default button stops that, Enter included.
  const isHydrated = useHydrated();
  const form = useForm<ContactMessageInput, unknown, ContactMessageBody>({
    resolver,
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    send.mutate(body, {
      onSuccess: () => {
        toast({ title: CONTACT_SUCCESS_MESSAGE, variant: 'success' });
        form.reset(emptyForm);
      },
      onError: (error) => {
        // The rate limit's words say how long to wait, which "try again later" would not. Loaded on
        // first use: the page's first JavaScript does not need them.
        void import('../../lib/failure-words').then(({ failureWords }) => {
          const { description } = failureWords(error, 'Please try again later.');
          toast({ title: 'Failed to send message', description, variant: 'destructive' });
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} onInput={resolver.preload} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" isMessageLineKept error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...form.register('name')} />
        </FormField>
        <FormField label="Email address" isMessageLineKept error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={CONTACT_LIMITS.email}
            {...form.register('email')}
          />
        </FormField>
      </div>
      {/* The phone's own picker: nothing to hydrate, and a wheel or sheet a thumb knows. */}
      <FormField label="Category" error={errors.category?.message}>
        <NativeSelect {...form.register('category')}>
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Subject" isMessageLineKept error={errors.subject?.message}>
        <Input maxLength={CONTACT_LIMITS.subject} {...form.register('subject')} />
      </FormField>
      {/* Every field keeps its message's line (the hint, one line even on a phone, gives way to the
          error): messages coming and going, maybe late on a slow phone, never move the fields below. */}
      <FormField
        label="Message"
        hint="At least 20 characters."
        error={errors.message?.message}
        isMessageLineKept
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us your club and team if it helps."
          {...form.register('message')}
        />
      </FormField>
      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          isLoading={send.isPending}
          disabled={!isHydrated}
        >
          {send.isPending ? null : <Send aria-hidden />}
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
        <noscript>
          <p className="mt-3 text-sm text-slate-700">
            Sending needs JavaScript: turn it on and reload the page.
          </p>
        </noscript>
      </div>
    </form>
  );
}

/**
 * The address to write to, once the public settings are read. Its own component: when they arrive only
 * this re-renders, not the form beside it.
 */
function SupportEmail() {
  // Its room is kept until the address is known: arriving after the page (from /api/config, maybe
  // seconds later on a slow phone), it would push the quick links below it down.
  const contactEmail = useContactEmailState();
  if (contactEmail === null) return null;
  return (
    <div className="flex gap-3">
      <Mail className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
      <p className="min-w-0 text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">Prefer e-mail?</span>
        {contactEmail === undefined ? (
          <span aria-hidden className="flex min-h-11 items-center">
            <span className="block h-4 w-48 rounded-md bg-slate-200/80" />
          </span>
        ) : (
          <a
            href={`mailto:${contactEmail}`}
            className="inline-flex min-h-11 items-center font-medium break-all text-green-800 underline underline-offset-2 hover:text-green-900"
          >
            {contactEmail}
          </a>
        )}
      </p>
    </div>
  );
}

/** /contact (spec 001 §2.7): the form, how to reach us, and where answers may already be. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <PageContainer>
      <PageHeader
        title="Contact Us"
        description="Questions, problems or ideas: send us a message and a real person will reply."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Send a message</CardTitle>
            <CardDescription>Every field is required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Support</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                <p className="text-sm text-slate-700">
                  <span className="block font-semibold text-slate-900">
                    Reply within {SUPPORT_REPLY_HOURS} hours
                  </span>
                  Usually much sooner.
                </p>
              </div>
              <SupportEmail />
            </CardContent>
          </Card>

          <nav aria-labelledby="quick-links-heading">
            <Card>
              <CardHeader>
                <CardTitle id="quick-links-heading">Quick links</CardTitle>
              </CardHeader>
              <CardContent inset="list">
                <ul className="grid">
                  {quickLinks.map(({ to, label, description, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        className="group flex min-h-14 items-center gap-3 rounded-lg px-3 py-2 hover:bg-green-50/60"
                      >
                        <Icon className="size-5 shrink-0 text-green-700" aria-hidden />
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm font-semibold text-slate-900 group-hover:text-green-800">
                            {label}
                          </span>
                          <span className="block text-sm text-slate-600">{description}</span>
                        </span>
                        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </nav>
        </div>
      </div>
    </PageContainer>
  );
}
