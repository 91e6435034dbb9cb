import { ArrowLeft, Info, MailCheck, RotateCw, Send } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { requestMagicLinkBody } from '../../../shared/contracts/auth';
import { MAGIC_LINK_MINUTES } from '../../../shared/domain/figures';
import { safeReturnPath } from '../../../shared/domain/return-path';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageContainer } from '../../components/ui/page-container';
import { lazyResolver } from '../../lib/lazy-resolver';
import { toast } from '../../lib/toast-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import { useRequestMagicLink } from './use-auth';

type FormInput = z.input<typeof requestMagicLinkBody>;
type FormOutput = z.output<typeof requestMagicLinkBody>;

// The contract (and zod) load on the first keystroke or the first check, not with the page: building
// them was most of this page's blocking time on a slow phone (decision 016).
const resolver = lazyResolver<FormInput, unknown, FormOutput>(() =>
  import('./email-login-resolver').then((module) => module.requestMagicLinkResolver),
);

/**
 * "Login Failed" with words for people (a 429's says when to try again), else the spec's fallback. The
 * words are loaded on first use: the page's first JavaScript does not need them.
 */
function toastLoginFailed(error: unknown): void {
  void import('../../lib/failure-words').then(({ failureWords }) =>
    toast({
      title: 'Login Failed',
      description: failureWords(error, 'Failed to send login email. Please try again.').description,
      variant: 'destructive',
    }),
  );
}

/** /email-login: ask for a sign-in link (spec 000 §2, §4, §5, §8). */
export function EmailLoginPage() {
  useDocumentTitle('Sign In');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestLink = useRequestMagicLink();
  // The page a signed-out visitor was sent here from (/api/login?returnTo=): the link is asked for with
  // it, and signing in ends there. Anything the rule refuses is left behind.
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo')) ?? undefined;
  const checkHeadingRef = useRef<HTMLHeadingElement>(null);
  // Prerendered (decision 015): until the app runs, a press could only send the form as a plain GET.
  const isHydrated = useHydrated();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { email: '' },
  });

  // Move focus with the view, so keyboard and screen-reader users land on what just appeared.
  const hasSent = sentTo !== null;
  useEffect(() => {
    if (hasSent) checkHeadingRef.current?.focus();
    else form.setFocus('email');
  }, [hasSent, form]);

  const send = (email: string) => {
    requestLink.mutate(
      { email, returnTo },
      {
        onSuccess: () => {
          setSentTo(email);
          toast({
            title: 'Login Link Sent',
            description: 'Please check your email and click the login link to continue',
            variant: 'success',
          });
        },
        onError: toastLoginFailed,
      },
    );
  };

  const onSubmit = form.handleSubmit(
    (values) => send(values.email),
    () => {
      if (form.getValues('email').trim() === '') {
        form.setError('email', { message: 'An email address is required.' });
        toast({
          title: 'Email Required',
          description: 'Please enter your email address',
          variant: 'destructive',
        });
        return;
      }
      form.setError('email', { message: 'Please enter a valid email address, like name@club.org' });
    },
  );

  return (
    // Top-aligned, not centred: the card changes height (errors, then "Check Your Email"), and a centred
    // card would move its top edge, and the field under the thumb, each time.
    <PageContainer width="narrow" className="flex flex-1 flex-col sm:pt-8">
      <Card className="p-6 sm:p-8">
        {/* Keyed: the two views share no element. Unkeyed, React kept the form's last box as the sent
            view's last box, and that box moving down when a late answer switched views was a layout shift. */}
        {sentTo === null ? (
          <Fragment key="form">
            <div className="mb-6">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in to Touchline</h1>
              <p className="mt-2 text-slate-600">
                Enter your email address and we’ll send you a link to sign in. No password needed.
              </p>
            </div>
            <form onSubmit={onSubmit} onInput={resolver.preload} noValidate className="grid gap-5">
              <FormField label="Email address" error={form.formState.errors.email?.message}>
                <Input
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="you@example.com"
                  {...form.register('email')}
                />
              </FormField>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                isLoading={requestLink.isPending}
                disabled={!isHydrated}
              >
                {requestLink.isPending ? (
                  'Sending...'
                ) : (
                  <>
                    <Send aria-hidden />
                    Send Login Link
                  </>
                )}
              </Button>
            </form>
            <div className="mt-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
              <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden />
              <p>
                <strong className="font-semibold">Invitation Required:</strong> Only invited team members can
                access this platform. If you don't have access, please contact your team administrator.
              </p>
            </div>
          </Fragment>
        ) : (
          <Fragment key="sent">
            <div className="text-center">
              <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-green-50 text-green-700 ring-1 ring-green-100">
                <MailCheck className="size-7" aria-hidden />
              </div>
              <h1
                ref={checkHeadingRef}
                tabIndex={-1}
                className="mt-5 text-2xl font-bold tracking-tight text-slate-900 outline-none"
              >
                Check Your Email
              </h1>
              <p role="status" className="mt-2 font-semibold text-green-800">
                Login link sent!
              </p>
              <p className="mt-3 text-slate-700">
                We sent a sign-in link to
                <strong className="block font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {sentTo}
                </strong>
              </p>
              <p className="mt-1 text-sm text-slate-600">The link expires in {MAGIC_LINK_MINUTES} minutes.</p>
            </div>
            <div className="mt-6 grid gap-2">
              <Button
                size="lg"
                variant="outline"
                isLoading={requestLink.isPending}
                onClick={() => send(sentTo)}
              >
                {requestLink.isPending ? (
                  'Sending...'
                ) : (
                  <>
                    <RotateCw aria-hidden />
                    Send Another Link
                  </>
                )}
              </Button>
              <Button
                size="lg"
                variant="ghost"
                onClick={() => setSentTo(null)}
                disabled={requestLink.isPending}
              >
                <ArrowLeft aria-hidden />
                Use Different Email
              </Button>
            </div>
            <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <h2 className="text-sm font-semibold text-slate-900">No e-mail after a few minutes?</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>Check your spam or junk folder.</li>
                <li>Check that the address above is right.</li>
                <li>
                  Still nothing? Contact your team administrator: only invited addresses receive a link.
                </li>
              </ul>
            </div>
          </Fragment>
        )}
      </Card>
    </PageContainer>
  );
}
