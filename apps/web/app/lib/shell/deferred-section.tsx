import {
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

const subscribeNothing = () => () => {};

/** What brings a deferred part's code: coming near the viewport, or a pointer, focus or key in it. */
const WAKE_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

/** A part of pages whose code loads on demand (deferredPart), rendered with <Deferred>. */
export interface DeferredPart<P extends object> {
  open: () => void;
  opened: Promise<void>;
  loaded: Promise<unknown>;
  Content: ComponentType<P>;
  /** How far outside the viewport the part starts loading (an IntersectionObserver rootMargin). */
  margin: string;
  /** "view": coming near the viewport wakes it (or a touch); "touch": only a pointer, focus or key in it, or open(). */
  wakeOn: "view" | "touch";
}

/** On the server: the code of every part declared (their modules load as the server build does). */
const declared: Promise<unknown>[] = [];

/** Mounted parts still showing the server's markup: each opens its part and settles once hydrated. */
const unhydrated = new Set<{ open: () => void; hydrated: Promise<void> }>();

/**
 * Brings every part of the page that still shows the server's markup to life and resolves once each
 * is hydrated (or its code failed to load). A navigation waits for it: React drops such markup as
 * soon as anything above it changes (the router's state does at once), and a part whose code has not
 * come would show nothing there.
 */
export function hydrateDeferredParts(): Promise<void> {
  const pending = [...unhydrated];
  for (const entry of pending) entry.open();
  return Promise.all(pending.map((entry) => entry.hydrated)).then(() => undefined);
}

/** Resolves once every part declared so far has its code: the server waits for it before it serves. */
export function deferredPartsLoaded(): Promise<void> {
  return Promise.allSettled(declared).then(() => undefined);
}

/**
 * Declares a part of a page below its first view whose code loads when it is needed (see Deferred).
 * `load` returns the component; its module becomes a chunk of its own. Declare it once, at module level.
 * `wakeOn: "touch"` is for a part in view whose markup works as it is (links, a plain form): its code
 * waits for the visitor to point, focus or type in it, or for `open()`.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = "0px", wakeOn = "view" }: { margin?: string; wakeOn?: "view" | "touch" } = {},
): DeferredPart<P> {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The server always renders the part in full.
  if (typeof document === "undefined") open();
  const loaded = opened.then(load);
  // A failed load is for the page's error boundary (and the chunk reload) once the part renders.
  loaded.catch(() => undefined);
  const Lazy = lazy(() => loaded.then((component) => ({ default: component })));
  if (typeof document !== "undefined") return { open, opened, loaded, Content: Lazy, margin, wakeOn };
  // The server renders a part whose code is in at once, in the page: left to React.lazy, a part went
  // out after the rest of the page (and into the page cache that way), and pushed the page down as
  // it came in. The server waits for every part's code before it serves (deferredPartsLoaded).
  let component: ComponentType<P> | undefined;
  loaded.then((loadedComponent) => {
    component = loadedComponent;
  });
  declared.push(loaded);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, as its module loads, never in a render.
  const Content = (props: P) => createElement(component ?? Lazy, props);
  return { open, opened, loaded, Content, margin, wakeOn };
}

/**
 * Renders a deferred part. The server renders it in full, so the page shows it, its links work and
 * crawlers read it from the start. In the browser that markup stays as the server wrote it (React
 * leaves a suspended part of the page unhydrated) until the part comes near the viewport or the
 * visitor points, focuses or types in it; then its code loads and React hydrates it in place: nothing
 * moves. A page the browser renders itself (a navigation after the first) loads the code at once.
 * The wrapper is a <div> with `className`.
 */
export function Deferred<P extends object>({
  part,
  props,
  className,
}: {
  part: DeferredPart<P>;
  props: P;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const held = useRef<Element | null>(null);
  // Settles the part's entry in `unhydrated`; `isHydrated` for a part hydrated before its effect ran.
  const hydrated = useRef(() => {});
  const isHydrated = useRef(false);
  // Decided once per mounted part: hydrating the server's markup (React reads the server snapshot
  // then, also for parts of the page streamed and hydrated later), or rendering anew.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [waiting] = useState(hydrating);
  const [ready, setReady] = useState(!waiting);
  if (!waiting) part.open();

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    let live = true;
    const wake = () => {
      if (live) part.open();
    };
    const entry = {
      open: wake,
      hydrated: new Promise<void>((resolve) => {
        if (isHydrated.current) resolve();
        hydrated.current = resolve;
        part.loaded.catch(() => resolve());
      }),
    };
    unhydrated.add(entry);
    void entry.hydrated.then(() => unhydrated.delete(entry));
    const observer =
      part.wakeOn === "touch" || typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: part.margin,
          });
    if (observer) observer.observe(element);
    else if (part.wakeOn === "view") wake();
    // Listened for on the window, ahead of React: React stops a pointer, focus, key or click event
    // aimed at a part it has not hydrated at the document, before it would reach the part.
    const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const wakeOn = (event: Event) => {
      if (inPart(event)) wake();
    };
    for (const type of WAKE_EVENTS) window.addEventListener(type, wakeOn, { capture: true, passive: true });
    // A click on a control of the part before its code is here would do nothing: it is held, and
    // given again once React has hydrated the part (the same element: hydration keeps the markup).
    // A link's click is left alone: the browser follows it.
    const hold = (event: Event) => {
      if (!inPart(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest("button, input, select, textarea, summary, [role=button]");
      if (!control || !element.contains(control) || target?.closest("a[href]")) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = control;
      wake();
    };
    window.addEventListener("click", hold, { capture: true });
    const stop = () => {
      observer?.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wakeOn, { capture: true });
    };
    const stopHolding = () => window.removeEventListener("click", hold, { capture: true });
    void part.opened.then(stop);
    part.loaded.then(
      () => {
        // From here React handles the part's clicks itself.
        stopHolding();
        if (live) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
      unhydrated.delete(entry);
      hydrated.current();
      stop();
      stopHolding();
    };
  }, [waiting, part]);

  // Once React has hydrated the part, the held click goes to its handler.
  const replay = useRef(() => {
    isHydrated.current = true;
    hydrated.current();
    const control = held.current;
    held.current = null;
    if (control instanceof HTMLElement && control.isConnected) control.click();
  });

  // While the server's markup waits for its code, React must not see the part change: an update to
  // a part it has not hydrated makes it drop that markup (or hold up a navigation). So the same
  // element is rendered until the code is here; from then on it follows the props as usual.
  const shown = useRef(props);
  if (ready) shown.current = props;
  const { Content } = part;
  // biome-ignore lint/correctness/useExhaustiveDependencies: held on purpose until the code is here
  const content = useMemo(
    () => (
      <Suspense fallback={<OpenOnFallback open={part.open} />}>
        <AfterHydration done={replay}>
          <Content {...shown.current} />
        </AfterHydration>
      </Suspense>
    ),
    [ready ? props : shown, Content],
  );

  return (
    <div ref={ref} className={className}>
      {content}
    </div>
  );
}

/**
 * Shown only when React drops a part's server markup before its code came (an update that did not
 * wait for hydrateDeferredParts): the part then needs its code at once, or it would stay empty.
 */
function OpenOnFallback({ open }: { open: () => void }) {
  useEffect(() => open(), [open]);
  return null;
}

/** Inside a part's boundary: its effect runs once React has committed (hydrated) the part. */
function AfterHydration({ done, children }: { done: { current: () => void }; children: ReactNode }) {
  useEffect(() => done.current(), [done]);
  return children;
}
