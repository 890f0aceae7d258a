import { authFirstLoads } from './bench/served.ts';
const loads = await authFirstLoads(process.argv[2]!, 4796);
for (const [k, v] of Object.entries(loads)) console.log(k, v.bytes, v.files.length, JSON.stringify(v.files));
