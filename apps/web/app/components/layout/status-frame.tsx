import type { ReactNode } from "react";

/**
 * Layout "404" of the spec: no site header or footer, the content centred on phones (side by side
 * with the illustration from md up). Used by the layout route and by the root error boundary.
 */
export function StatusFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-neutral-50 px-6 py-10 md:px-10">
      {children}
    </main>
  );
}
