/**
 * A phone on a mobile connection, applied to one page through the Chrome DevTools Protocol: real network and CPU
 * throttling in Chromium (not Lighthouse's simulation). Used by e2e/first-visit-faces.spec.ts and
 * bench/bench-first-visit.ts.
 */
import type { CDPSession } from '@playwright/test';

/** 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed four times. */
export const phoneConnection = { latency: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };

/** The slow phone the enquiry specs race the form's script on: the CPU slowed six times. */
export const slowPhoneCpu = 6;

/** The connection in a benchmark's heading: '150 ms / 1.6 Mbps / CPU 4x'. */
export const connectionLabel = ({ latency, downloadKbps, cpuSlowdown }: Omit<typeof phoneConnection, 'uploadKbps'> = phoneConnection) => `${latency} ms / ${downloadKbps / 1000} Mbps / CPU ${cpuSlowdown}x`;

/** Throttles the page of `cdp` to `phoneConnection` (bytes per second for the throughputs). */
export async function throttle(cdp: CDPSession, connection = phoneConnection): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: connection.latency,
    downloadThroughput: (connection.downloadKbps * 1000) / 8,
    uploadThroughput: (connection.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: connection.cpuSlowdown });
}
