import { expect, it } from 'vitest';
import { connectionLabel, phoneConnection } from './throttle';

it('labels the connection with its round trip, download speed and CPU slowdown', () => {
  expect(connectionLabel()).toBe(`${phoneConnection.latency} ms / ${phoneConnection.downloadKbps / 1000} Mbps / CPU ${phoneConnection.cpuSlowdown}x`);
  expect(connectionLabel({ latency: 40, downloadKbps: 10000, cpuSlowdown: 1 })).toBe('40 ms / 10 Mbps / CPU 1x');
});
