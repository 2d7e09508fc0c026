import os from 'node:os';
import { measureFilterScaling, filterScalingTable } from './filterScaling.mjs';
import { gatewayHeading, gatewayLoadTable, formatLoadAverage } from './gatewayFigures.mjs';
import { GATEWAY_LOAD_SETTINGS, measureGatewayLoad } from './gatewayLoad.mjs';
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
    // The load average before the run says how busy the machine was; the run itself adds about two.
    console.log(
      `\n${gatewayHeading({ ...GATEWAY_LOAD_SETTINGS, date: new Date(), cores: os.cpus().length, loadavg: os.loadavg() })}`,
    );
    console.log(gatewayLoadTable(await measureGatewayLoad(baseUrl)));
    console.log(`Load average after the run: ${formatLoadAverage(os.loadavg())}`);
  }
  if (parts.has('filters')) {
    console.log(`\nResults page: time to apply a filter, Chromium (${machine()})`);
    console.log(filterScalingTable(await measureFilterScaling(baseUrl)));
  }
};
