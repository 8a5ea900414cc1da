import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastWidgetTimer, TOAST_WIDGET_DELAY_MS } from "./toast-widget-timer";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the toast widget's timer", () => {
  it("hides itself after 500 ms by default (autohide)", () => {
    const onHide = vi.fn();
    createToastWidgetTimer({ onHide }).start();
    expect(TOAST_WIDGET_DELAY_MS).toBe(500);
    vi.advanceTimersByTime(499);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it("stays without autohide, and honours another delay", () => {
    const kept = vi.fn();
    createToastWidgetTimer({ onHide: kept, autohide: false }).start();
    const later = vi.fn();
    createToastWidgetTimer({ onHide: later, delay: 2000 }).start();
    vi.advanceTimersByTime(1999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(later).toHaveBeenCalledOnce();
    expect(kept).not.toHaveBeenCalled();
  });

  it("pauses while held and starts over when let go", () => {
    const onHide = vi.fn();
    const timer = createToastWidgetTimer({ onHide });
    timer.start();
    vi.advanceTimersByTime(400);
    timer.pause();
    vi.advanceTimersByTime(5000);
    expect(onHide).not.toHaveBeenCalled();
    timer.start();
    vi.advanceTimersByTime(500);
    expect(onHide).toHaveBeenCalledOnce();
  });
});
