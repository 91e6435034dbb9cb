import { type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { CodeLoadError, lazyComponent, OnDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The page's HTML once every lazy component has loaded or failed (errors go to `onError`). */
async function html(element: ReactNode, onError: (error: unknown) => void = () => undefined) {
  const { prelude } = await prerender(element, { onError });
  return new Response(prelude).text();
}

describe('lazyComponent', () => {
  it('draws the named export once its module has loaded, and loads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </Suspense>
    );
    expect(await html(page)).toContain('Hello <!-- -->Sam');
    expect(await html(page)).toContain('Hello <!-- -->Sam');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failed download is one (CodeLoadError), and the next <OnDemand> downloads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent<{ name: string }>(load);
    const errors: unknown[] = [];
    const page = (
      <OnDemand fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </OnDemand>
    );
    // On the server a failure leaves the fallback for the browser to try again.
    expect(
      await html(page, (error) => {
        errors.push(error);
      }),
    ).toContain('Loading');
    expect(errors[0]).toBeInstanceOf(CodeLoadError);
    expect((errors[0] as CodeLoadError).cause).toBeInstanceOf(TypeError);
    // Drawn again (a new try: on the server, each page is one), it downloads again.
    expect(await html(page)).toContain('Hello <!-- -->Sam');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not download again on a render that is not a new try', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const LazyGreeting = lazyComponent<{ name: string }>(load);
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </Suspense>
    );
    expect(await html(page)).toContain('Loading');
    expect(await html(page)).toContain('Loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, is drawn in the render that asks for it, without the fallback', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </Suspense>
    );
    // renderToString does not wait: what it cannot draw at once is the fallback.
    await LazyGreeting.preload();
    expect(renderToString(page)).toContain('Hello <!-- -->Sam');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without its code, shows the fallback in the render that asks for it', () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </Suspense>,
    );
    expect(html).toContain('Loading');
  });
});

describe('OnDemand', () => {
  it('shows the fallback until the code is there, then the component', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const rendering = html(
      <OnDemand fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </OnDemand>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    arrive(Greeting);
    const page = await rendering;
    expect(page).toContain('Hello <!-- -->Sam');
    expect(page).not.toContain('Loading');
  });
});
