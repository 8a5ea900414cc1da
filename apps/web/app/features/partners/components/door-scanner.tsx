import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

type Detect = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

/** The same code seen again within this time is the same ticket still held up to the camera. */
const REPEAT_MS = 2_500;
const FRAME_MS = 150;
/** Frames are read at most this wide: enough for a ticket's QR, light for a phone. */
const FRAME_WIDTH = 640;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own QR reader where it has one, else jsQR over the video's frames (loaded only now). */
async function qrReader(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && formats?.includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  return async (video, canvas) => {
    if (video.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/**
 * The camera at the door (loaded when someone starts it): reads QR codes from the back camera's
 * frames and reports each ticket once while it is held up, again once it was taken away.
 */
export default function DoorScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const report = useRef(onCode);
  report.current = onCode;
  const [status, setStatus] = useState<"starting" | "running" | "denied" | "unsupported">("starting");

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { code: "", at: 0 };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setStatus("unsupported");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        return setStatus("denied");
      }
      const element = video.current;
      if (stopped || !element || !canvas.current) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await qrReader();
      setStatus("running");
      const tick = async () => {
        if (stopped || !video.current || !canvas.current) return;
        const code = await read(video.current, canvas.current).catch(() => null);
        const now = Date.now();
        if (code) {
          if (code !== last.code || now - last.at > REPEAT_MS) report.current(code);
          last = { code, at: now };
        }
        timer = window.setTimeout(tick, FRAME_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="mt-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("partners.door.camera.label")}
        className="aspect-square w-full max-w-sm rounded-md bg-neutral-900 object-cover"
        data-testid="door-camera"
      />
      <canvas ref={canvas} hidden />
      {status === "starting" && <p className="mt-2 text-sm text-neutral-700">{t("partners.door.camera.starting")}</p>}
      {(status === "denied" || status === "unsupported") && (
        <p role="alert" className="mt-2 text-sm font-semibold text-accent-700">
          {t(`partners.door.camera.${status}`)}
        </p>
      )}
    </div>
  );
}
