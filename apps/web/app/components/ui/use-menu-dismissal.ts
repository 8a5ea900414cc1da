import { useEffect, useRef } from "react";

/**
 * The header's disclosure menus (country, account): while open, a pointer outside the menu closes
 * it, and Escape closes it and gives the focus back to its button. Put `root` on the element holding
 * the button and the menu, `button` on the button; `setOpen` is the menu's state setter.
 */
export function useMenuDismissal(open: boolean, setOpen: (open: boolean) => void) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  return { root, button };
}
