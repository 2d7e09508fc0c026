import os from 'node:os';
import { measureFilterScaling, filterScalingTable } from './filterScaling.mjs';
import { GATEWAY_LOAD_SETTINGS, gatewayLoadTable, measureGatewayLoad } from './gatewayLoad.mjs';
import { LIGHTHOUSE_RUNS, lighthouseTable, measureLighthouse } from './lighthouse.mjs';

const machine = () => `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores`;

/**
 * The bench's parts after the first load, each printed as a Markdown table under a heading that
 * says how it was measured. `parts` is the set chosen with --only / BENCH_ONLY.
 */
export const runBenchParts = async (baseUrl, parts) => {
  if (parts.has('lighthouse')) {
    console.log(`\nLighthouse, mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} runs (${machine()})`);
    console.log(lighthouseTable(await measureLighthouse(baseUrl)));
  }
  if (parts.has('gateway')) {
    const { seconds, connections } = GATEWAY_LOAD_SETTINGS;
    console.log(
      `\nGateway on loopback, autocannon ${connections} connections for ${seconds} s each, beside a bare Express hello-world (${machine()})`,
    );
    console.log(gatewayLoadTable(await measureGatewayLoad(baseUrl)));
  }
  if (parts.has('filters')) {
    console.log(`\nResults page: time to apply a filter, Chromium (${machine()})`);
    console.log(filterScalingTable(await measureFilterScaling(baseUrl)));
  }
};
