import { useEffect, useState } from 'react';

/**
 * What the session asks of the device: the current time while a clock runs, the screen kept awake, and
 * a short beep and buzz when a clock ends. Each does nothing where the browser does not offer it.
 */

/** Date.now(), refreshed four times a second while `running`, and when the tab becomes visible again. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const refresh = () => setNow(Date.now());
    refresh();
    document.addEventListener('visibilitychange', refresh);
    const timer = running ? window.setInterval(refresh, 250) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [running]);
  return now;
}

type WakeLockSentinelLike = { release(): Promise<void>; released: boolean };
type WakeLockLike = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where supported). The browser drops the
 * lock when the tab is hidden, so it is asked for again when the tab comes back; it is released on leave.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) void next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, no user gesture yet): the session works, the screen may dim.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}

let audio: AudioContext | null = null;

/**
 * Browsers start sound only after a tap: the first "Done" creates (or wakes) the audio context, so the
 * beep at the end of the rest can play.
 */
export function unlockSound(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

/** Two short beeps (generated, no audio file) and a buzz, where the device allows them. */
export function signalClockEnd(): void {
  try {
    if (audio && audio.state === 'running') {
      for (const offset of [0, 0.25]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, audio.currentTime + offset);
        gain.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + offset + 0.18);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(audio.currentTime + offset);
        oscillator.stop(audio.currentTime + offset + 0.2);
      }
    }
  } catch {
    // No sound on this device: the screen and the announcement still say it.
  }
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration is not offered here (desktop, iOS).
  }
}
