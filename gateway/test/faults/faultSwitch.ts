import request from 'supertest';
import type { SandboxFaultRule } from '@portal/platform-common/contracts';
import { controlsHeader, type TestApp } from '../testApp';

/** Sets the faults through the gateway's own route, as any test client would. */
export const setFaults = async (t: TestApp, rules: SandboxFaultRule[]): Promise<void> => {
  for (const rule of rules)
    await request(t.app).post('/api/sandbox/faults').set(controlsHeader(t)).send(rule).expect(200);
};

export const faultsState = async (t: TestApp): Promise<{ injected: Record<string, number> }> =>
  (await request(t.app).get('/api/sandbox/faults').set(controlsHeader(t)).expect(200)).body;
