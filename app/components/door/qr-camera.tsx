import { useEffect, useRef, useState } from 'react';
import { useDoorT } from '../../i18n/door-t';

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

type NativeDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type NativeDetectorClass = {
  new (opts: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * How this browser reads a QR code from the camera (decision 116): the built-in BarcodeDetector
 * where there is one (Chrome on Android: no code to download), else jsQR, loaded only now, on a
 * frame drawn small on a canvas (Safari, Firefox).
 */
async function makeDetector(): Promise<Detect> {
  const Native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.().catch((): string[] => []))?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    // 640 px across is plenty for a code held up to the phone, and keeps each frame cheap.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The back camera's picture, read for QR codes every few frames while it is on; each text found goes to `onText`. */
export function QrCamera({ onText }: { onText: (text: string) => void }) {
  const t = useDoorT();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  });

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detect = await makeDetector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await detect(video.current).catch(() => null);
          if (text) handler.current(text);
          timer = window.setTimeout(() => void tick(), 150);
        };
        void tick();
      } catch {
        if (!stopped) {
          setFailed(true);
          setOn(false);
        }
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="door-camera">
      {on ? <video ref={video} className="door-video" muted playsInline aria-label={t('door.cameraLabel')} /> : null}
      <button
        type="button"
        className={on ? 'button button-secondary' : 'button'}
        aria-pressed={on}
        onClick={() => {
          setFailed(false);
          setOn((v) => !v);
        }}
      >
        {on ? t('door.cameraStop') : t('door.camera')}
      </button>
      {failed ? (
        <p className="door-camera-failed" role="alert">
          {t('door.cameraFailed')}
        </p>
      ) : null}
    </div>
  );
}
