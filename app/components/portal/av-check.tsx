import { CheckCircle2, Circle, Mic, Volume2, Video, VideoOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/layout/use-hydrated";
import { Button } from "~/components/ui/button";

type Status = "idle" | "requesting" | "live" | "error";

/** Plain-language advice for the errors getUserMedia reports. */
export function mediaErrorMessage(error: unknown): string {
  const name = (error as { name?: string })?.name;
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return "Camera and microphone access is blocked. Allow it in your browser's site settings (the icon to the left of the address bar), then start the test again.";
    case "NotFoundError":
    case "OverconstrainedError":
      return "We could not find a camera or microphone. Plug one in, or check that it is switched on, then start the test again.";
    case "NotReadableError":
    case "AbortError":
      return "Your camera or microphone is busy in another app (Zoom, Teams or another browser tab?). Close that app and start the test again.";
    default:
      return "Your browser could not start the camera and microphone. Try a recent Chrome, Edge, Firefox or Safari.";
  }
}

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {ok ? (
        <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
      ) : (
        <Circle aria-hidden="true" className="size-5 text-slate-400" />
      )}
      <span className={ok ? "font-semibold text-ink" : "text-ink-muted"}>{children}</span>
      <span className="sr-only">{ok ? "(working)" : "(not yet confirmed)"}</span>
    </li>
  );
}

/** Test Audio/Video: camera preview, microphone level and a test sound, with the browser's media API. */
export function AvCheck() {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const [camera, setCamera] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const frameRef = useRef<number>(0);

  function stop() {
    cancelAnimationFrame(frameRef.current);
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    void audioRef.current?.close().catch(() => {});
    audioRef.current = null;
    setLevel(0);
  }

  useEffect(() => stop, []);

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus("error");
      setError(
        "This browser cannot use a camera here. Open the portal over HTTPS in a recent Chrome, Edge, Firefox or Safari.",
      );
      return;
    }
    setStatus("requesting");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      streamRef.current = stream;
      const video = stream.getVideoTracks()[0];
      const audio = stream.getAudioTracks()[0];
      setCamera(video?.label || (video ? "Camera" : null));
      setMicrophone(audio?.label || (audio ? "Microphone" : null));
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => {});
      }
      if (audio) {
        const context = new AudioContext();
        audioRef.current = context;
        const analyser = context.createAnalyser();
        analyser.fftSize = 512;
        context.createMediaStreamSource(stream).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        const tick = () => {
          analyser.getByteTimeDomainData(samples);
          let sum = 0;
          for (const v of samples) sum += ((v - 128) / 128) ** 2;
          const rms = Math.sqrt(sum / samples.length);
          const percent = Math.min(100, Math.round(rms * 400));
          setLevel(percent);
          if (percent > 8) setHeard(true);
          frameRef.current = requestAnimationFrame(tick);
        };
        tick();
      }
      setStatus("live");
    } catch (e) {
      stop();
      setStatus("error");
      setError(mediaErrorMessage(e));
    }
  }

  function playTestSound() {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 440;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 1);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 1);
    oscillator.onended = () => void context.close();
  }

  const live = status === "live";
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="overflow-hidden rounded-card border border-line bg-slate-950 shadow-card">
        <div className="relative aspect-video">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="Your camera preview"
            className={live ? "size-full object-cover [transform:scaleX(-1)]" : "hidden"}
          />
          {!live ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-slate-200">
              <VideoOff aria-hidden="true" className="size-10" />
              <p>
                {status === "requesting"
                  ? "Waiting for you to allow the camera and microphone..."
                  : "Your camera preview appears here."}
              </p>
            </div>
          ) : null}
        </div>
      </div>

      <div className="grid content-start gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        {!hydrated ? (
          <p className="text-sm text-ink-muted">This check needs JavaScript switched on in your browser.</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {live ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                stop();
                setStatus("idle");
              }}
            >
              Stop test
            </Button>
          ) : (
            <Button type="button" onClick={start} disabled={!hydrated || status === "requesting"}>
              <Video aria-hidden="true" />
              {status === "error" ? "Try again" : "Start test"}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={playTestSound} disabled={!hydrated}>
            <Volume2 aria-hidden="true" />
            Play test sound
          </Button>
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            {error}
          </p>
        ) : null}
        <div>
          <p id="mic-level-label" className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <Mic aria-hidden="true" className="size-4" />
            Microphone level
          </p>
          <div
            role="meter"
            aria-labelledby="mic-level-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={level}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-green-600 transition-[width] duration-100"
              style={{ width: `${level}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-ink-muted">Say something: the bar should move.</p>
        </div>
        <ul className="grid gap-2 text-sm" aria-live="polite">
          <Check ok={live && !!camera}>Camera{camera ? `: ${camera}` : ""}</Check>
          <Check ok={live && !!microphone}>Microphone{microphone ? `: ${microphone}` : ""}</Check>
          <Check ok={heard}>We can hear you</Check>
        </ul>
        <p className="text-xs text-ink-muted">
          Nothing is recorded or sent anywhere: the preview stays in your browser.
        </p>
      </div>
    </div>
  );
}
